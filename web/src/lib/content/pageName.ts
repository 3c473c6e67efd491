/**
 * The page name the header and footer receive (SPEC.md §2). Unknown paths give 'home' because
 * they render Home; event pages live under /events/, which we map to 'event-detail' (DESIGN.md 8).
 */
export const PAGE_NAMES = [
  'home',
  'about',
  'services',
  'testimonials',
  'contact',
  'thank-you',
  'enquiry',
  'hire-range',
  'hire-list',
  'equipment-hire-inquiry',
  'accessories',
  'catering-tableware',
  'linen',
  'styling-furniture',
  'decor',
  'product',
  'portfolio',
  'event-detail',
  'press',
  'store',
] as const

export type PageName = (typeof PAGE_NAMES)[number]

const BY_FIRST_SEGMENT = new Map<string, PageName>(
  PAGE_NAMES.filter((name) => name !== 'home' && name !== 'product' && name !== 'event-detail').map((name) => [
    name,
    name,
  ]),
)

export function pageNameFromPath(pathname: string): PageName {
  const segments = pathname.toLowerCase().split('/').filter(Boolean)
  const [first, second] = segments
  if (!first) return 'home'
  if (first === 'hire') return second ? 'product' : 'home'
  if (first === 'events' || first === 'portfolio') {
    if (second) return 'event-detail'
  }
  if (segments.length > 1) return 'home'
  return BY_FIRST_SEGMENT.get(first) ?? 'home'
}

/** Pages that open with a full-bleed image, under a transparent top bar until the visitor scrolls. */
export function hasImmersiveHero(page: PageName): boolean {
  return page === 'home'
}
