import { TABLE_CHOICES } from '../planning/guestPlan.ts'

/**
 * The guest plan noted with the hire list (docs/product/hire-list.md#planning-by-guests): guests and
 * guests per table kept as typed, so a half-typed number can be edited in place and its message shown,
 * and the tables chosen. Validated where it is used (web/src/planning/guestPlan.ts).
 */
export type PlanNote = { guests?: string; perTable?: string; tables?: string }

/** Longer than any valid number with a thousands comma; anything longer is not a number we keep. */
const TYPED_MAX = 8

const typed = (value: unknown) => (typeof value === 'string' ? value.slice(0, TYPED_MAX) : undefined)

/** What is usable of a stored plan; guests per table may be kept blank (it then means ten). */
export function cleanPlanNote(record: Record<string, unknown>): PlanNote {
  const guests = typed(record.guests)
  const perTable = typed(record.perTable)
  const tables = TABLE_CHOICES.some((choice) => choice.id === record.tables) ? (record.tables as string) : undefined
  return {
    ...(guests?.trim() ? { guests } : {}),
    ...(perTable !== undefined ? { perTable } : {}),
    ...(tables ? { tables } : {}),
  }
}
