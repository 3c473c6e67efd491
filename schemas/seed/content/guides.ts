/** The pages inside each store guide (seed/generate/guides.ts draws them as PDFs), keyed by the product's key. */
import { eventPlanningPdf } from './guides/eventPlanningPdf.ts'
import { growAnEventBusiness } from './guides/growAnEventBusiness.ts'
import type { GuideSeed } from './guides/kit.ts'
import { weddingGuide } from './guides/weddingGuide.ts'

export type { Block, Chapter, GuideSeed, Palette, TableBlock } from './guides/kit.ts'

export const guides: Record<string, GuideSeed> = {
  'event-planning-pdf': eventPlanningPdf,
  'wedding-guide': weddingGuide,
  'grow-an-event-business': growAnEventBusiness,
}
