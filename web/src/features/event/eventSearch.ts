import { z } from 'zod'

/**
 * The event page's search params: `?image=7` is the photo open in the lightbox, 1-based as people
 * count. Anything else (text, zero, a fraction) reads as "no photo open" rather than an error page.
 */
export const eventSearchSchema = z.object({
  image: z.number().int().min(1).optional().catch(undefined),
})

export type EventSearch = z.infer<typeof eventSearchSchema>
