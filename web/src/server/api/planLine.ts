import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { DEFAULT_PER_TABLE, describePlan, tableChoice } from '../../planning/guestPlan.ts'

/**
 * The visitor's guest plan in words, "120 guests, 10 per table: 12 tables (round, 1.8 m)", for the
 * "Event plan" line the site adds below the message (hireNotes.ts): the Airtable record's fields stay as they
 * are, and the plan reaches Airtable and both emails with it
 * (docs/decisions/0019-the-guest-plan-in-the-message.md). Undefined without guests.
 */
export function planWords(
  request: Pick<EquipmentHireRequest, 'guests' | 'guestsPerTable' | 'tables'>,
): string | undefined {
  if (!request.guests) return undefined
  return describePlan({
    guests: request.guests,
    perTable: request.guestsPerTable ?? DEFAULT_PER_TABLE,
    tableChoice: tableChoice(request.tables),
  })
}
