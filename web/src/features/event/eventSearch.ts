import { searchValidator } from '../../lib/routing/searchParams.ts'

export type EventSearch = { image?: number }

/**
 * The event page's search params: `?image=7` is the photo open in the lightbox, 1-based as people
 * count. Anything else (text, zero, a fraction) reads as "no photo open" rather than an error page.
 * The router has already read `7` as a number; the text `"7"` is not one.
 */
export const eventSearchSchema = searchValidator<EventSearch>({
  image: (value) => (Number.isSafeInteger(value) && (value as number) >= 1 ? (value as number) : undefined),
})
