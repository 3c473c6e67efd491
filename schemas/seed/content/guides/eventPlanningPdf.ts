import type { GuideSeed } from './kit.ts'
import { howToUse, planningTimeline } from './eventPlanningPdf/gettingStarted.ts'
import { budgetTracker } from './eventPlanningPdf/budget.ts'
import { suppliersAndContacts, guestsAndSeating } from './eventPlanningPdf/suppliersAndGuests.ts'
import { hireList } from './eventPlanningPdf/hireList.ts'
import { runSheet, finalWeek, notes } from './eventPlanningPdf/theDay.ts'

/** The chapters live in eventPlanningPdf/, grouped by what they are read for; this keeps their order. */
export const eventPlanningPdf: GuideSeed = {
  kicker: 'The studio workbook',
  subtitle: 'Timelines, budgets and run sheets, as our planners use them for every event',
  chapters: [
    howToUse,
    planningTimeline,
    budgetTracker,
    suppliersAndContacts,
    guestsAndSeating,
    hireList,
    runSheet,
    finalWeek,
    notes,
  ],
}
