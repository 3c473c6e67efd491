import type { EquipmentHireRequest } from '../../form-contracts/inquirySchema.ts'
import { DEFAULT_PER_TABLE, describePlan, tableChoice } from '../../planning/guestPlan.ts'

/** How the plan's line starts, so staff (and a filter in Airtable) can find it. */
export const PLAN_PREFIX = 'Event plan: '

/**
 * The visitor's message with their guest plan as its last line, "Event plan: 120 guests, 10 per
 * table: 12 tables (round, 1.8 m)": SPEC.md's record fields stay as they are, and the plan reaches
 * Airtable and both emails with the message (docs/decisions/0019-the-guest-plan-in-the-message.md).
 * Without guests, the message as sent.
 */
export function messageWithPlan(request: Pick<EquipmentHireRequest, 'message' | 'guests' | 'guestsPerTable' | 'tables'>): string {
  if (!request.guests) return request.message
  const plan = describePlan({
    guests: request.guests,
    perTable: request.guestsPerTable ?? DEFAULT_PER_TABLE,
    tableChoice: tableChoice(request.tables),
  })
  return `${request.message}\n\n${PLAN_PREFIX}${plan}`
}
