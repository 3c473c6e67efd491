import { formatNumber } from '../lib/format/number.ts'

/**
 * The visitor's plan: how many guests, how many at a table, and which tables
 * (docs/product/hire-list.md#planning-by-guests). One home for its bounds, its field messages and
 * the arithmetic of tables, used by the hire list, the inquiry's contract and the server alike.
 */
export const GUESTS_MAX = 5000
export const PER_TABLE_MAX = 50
/** Guests per table until the visitor says otherwise: a 1.8 m round seats ten. */
export const DEFAULT_PER_TABLE = 10

export const GUESTS_MESSAGE = 'Guests must be a whole number from 1 to 5,000'
export const PER_TABLE_MESSAGE = 'Guests per table must be a whole number from 1 to 50'

export type TableShape = 'round' | 'long'
export type TableChoice = { id: string; shape: TableShape; length: number; label: string }

/** The tables a visitor can plan for: the sizes hire businesses stock and our cloths are cut for. */
export const TABLE_CHOICES: readonly TableChoice[] = [
  { id: 'round-1.5', shape: 'round', length: 1.5, label: 'Round, 1.5 m' },
  { id: 'round-1.8', shape: 'round', length: 1.8, label: 'Round, 1.8 m' },
  { id: 'long-1.8', shape: 'long', length: 1.8, label: 'Long, 1.8 m' },
  { id: 'long-2.4', shape: 'long', length: 2.4, label: 'Long, 2.4 m' },
]
export const DEFAULT_TABLES = 'round-1.8'

export const tableChoice = (id: string | undefined): TableChoice | undefined =>
  TABLE_CHOICES.find((choice) => choice.id === id)

export type GuestPlan = { guests: number; perTable: number; tables: number; tableChoice?: TableChoice }

/** A whole number in [1, max] from what was typed (digits only, spaces and a thousands comma allowed). */
export function wholeNumberIn(text: string | number | undefined, max: number): number | undefined {
  if (text === undefined) return undefined
  const raw = typeof text === 'number' ? String(text) : text.trim().replace(/(\d),(?=\d{3}\b)/g, '$1')
  if (!/^\d{1,6}$/.test(raw)) return undefined
  const value = Number(raw)
  return value >= 1 && value <= max ? value : undefined
}

/** The field message for what was typed, or undefined when it is fine (blank is fine: the field is optional). */
export function guestsError(text: string | undefined): string | undefined {
  return text?.trim() && wholeNumberIn(text, GUESTS_MAX) === undefined ? GUESTS_MESSAGE : undefined
}

export function perTableError(text: string | undefined): string | undefined {
  return text?.trim() && wholeNumberIn(text, PER_TABLE_MAX) === undefined ? PER_TABLE_MESSAGE : undefined
}

/** Tables for a number of guests: every table full but the last. */
export const tablesFor = (guests: number, perTable: number): number => Math.ceil(guests / perTable)

/**
 * The plan, once both numbers are valid; guests per table left blank means the default of ten.
 * Undefined otherwise, so nothing is suggested from a half-typed number.
 */
export function guestPlan(note: { guests?: string; perTable?: string; tables?: string }): GuestPlan | undefined {
  const guests = wholeNumberIn(note.guests, GUESTS_MAX)
  const perTable = note.perTable?.trim() ? wholeNumberIn(note.perTable, PER_TABLE_MAX) : DEFAULT_PER_TABLE
  if (guests === undefined || perTable === undefined) return undefined
  const choice = tableChoice(note.tables)
  return { guests, perTable, tables: tablesFor(guests, perTable), ...(choice ? { tableChoice: choice } : {}) }
}

/** '1,200': a count as the plan and its notes write it. */
export const formatCount = (value: number): string => formatNumber(value)

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`

/** "120 guests, 10 per table: 12 tables": how the plan reads to the visitor and to staff. */
export function describePlan(plan: Pick<GuestPlan, 'guests' | 'perTable'> & { tableChoice?: TableChoice }): string {
  const tables = tablesFor(plan.guests, plan.perTable)
  const kind = plan.tableChoice ? ` (${plan.tableChoice.label.toLowerCase()})` : ''
  return `${plural(plan.guests, 'guest', 'guests')}, ${plan.perTable} per table: ${plural(tables, 'table', 'tables')}${kind}`
}
