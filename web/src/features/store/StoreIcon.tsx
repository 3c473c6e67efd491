import { Icon } from '../../components/ui/Icon.tsx'

/** Line icons drawn for the three store products; staff pick one per product in the CMS. */
const PATHS: Record<string, string> = {
  planner: 'M14 6h20l8 8v28H14z M34 6v8h8 M20 22h16 M20 28h16 M20 34h10',
  rings: 'M20 36a9 9 0 1 0 0-18a9 9 0 1 0 0 18z M30 36a9 9 0 1 0 0-18a9 9 0 1 0 0 18z M22 12l3-4l3 4',
  growth: 'M8 40h36 M12 34l9-9l7 6l12-14 M34 17h6v6',
}

export function StoreIcon({ name }: { name: string }) {
  return (
    <Icon size={48} strokeWidth={1.25}>
      <path d={PATHS[name] ?? PATHS.planner} strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  )
}
