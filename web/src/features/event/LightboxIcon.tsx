import { Icon } from '../../components/ui/Icon.tsx'

const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7l7 7',
  next: 'M9 5l7 7l-7 7',
} as const

/** The lightbox's line icons; the buttons carry the accessible names. */
export function LightboxIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <Icon size={24} strokeWidth={1.5}>
      <path d={PATHS[name]} strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  )
}
