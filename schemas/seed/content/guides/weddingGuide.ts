import type { GuideSeed } from './kit.ts'
import { beforeTheVenue, venueQuestions } from './weddingGuide/venue.ts'
import { budgetAtAGlance, stylingAndPalettes } from './weddingGuide/budgetAndStyle.ts'
import { briefingSuppliers, invitationsAndSeating } from './weddingGuide/suppliersAndGuests.ts'
import { weddingDayTimeline, walkThroughAndTheDay, notes } from './weddingGuide/theDay.ts'

/** The chapters live in weddingGuide/, grouped by what they are read for; this keeps their order. */
export const weddingGuide: GuideSeed = {
  kicker: 'A guide for couples',
  subtitle: 'A calm, practical guide for couples planning their own day',
  chapters: [
    beforeTheVenue,
    venueQuestions,
    budgetAtAGlance,
    stylingAndPalettes,
    briefingSuppliers,
    invitationsAndSeating,
    weddingDayTimeline,
    walkThroughAndTheDay,
    notes,
  ],
}
