import { stockKey } from '../availability/stock.ts'
import type { ChangeRequestLine } from './changeView.ts'

/**
 * A couple's change to their booking while they make it (Final numbers, booking/changeView.ts): the
 * quantities they set, the pieces they add from the hire range, and the guests they planned for. Kept in
 * the tab's sessionStorage under the quote's token, so going to the hire range and back ("Add from the
 * hire range") loses nothing, and forgotten when the tab closes or the change is sent. Only ids and
 * quantities: the server prices every line again.
 */
export type ChangeDraft = {
  token: string
  eventDate: string
  /** Every line of the change as the couple left it: the booking's lines, then the pieces they added, in order. */
  lines: ChangeRequestLine[]
  /** The planner's fields as typed. */
  plan?: { guests: string; perTable: string; tables: string }
  /** Set by "Add from the hire range": the hire range adds its pieces here until the couple come back. */
  adding: boolean
}

const PREFIX = 'amaranth:change:'
/** The token of the draft the hire range adds to, while the couple are there. */
const ADDING = 'amaranth:change-adding'
const DAY = /^\d{4}-\d{2}-\d{2}$/
const DRAFT_LINES_MAX = 200
/** A bound on what is read back; the form holds each line to what it can be (planning/lineQuantity.ts). */
const QUANTITY_READ_MAX = 100_000

const storage = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage
  } catch {
    // Storage blocked (privacy settings): the change is made in one visit of the page.
    return undefined
  }
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max

function readLine(value: unknown): ChangeRequestLine | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { productId, variantKey, quantity } = value as Record<string, unknown>
  if (!isText(productId, 200) || !productId) return undefined
  if (variantKey !== undefined && !isText(variantKey, 200)) return undefined
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 0 || quantity > QUANTITY_READ_MAX)
    return undefined
  return { productId, ...(variantKey ? { variantKey } : {}), quantity }
}

/** The draft as stored, or undefined when there is none or it is not one this module wrote. */
function parse(token: string, raw: string | null): ChangeDraft | undefined {
  if (!raw) return undefined
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const draft = value as Record<string, unknown>
  if (draft.token !== token || !isText(draft.eventDate, 10) || !DAY.test(draft.eventDate)) return undefined
  if (!Array.isArray(draft.lines)) return undefined
  const lines = draft.lines.slice(0, DRAFT_LINES_MAX).flatMap((line) => readLine(line) ?? [])
  const plan = draft.plan as Record<string, unknown> | undefined
  const planOk = plan && isText(plan.guests, 20) && isText(plan.perTable, 20) && isText(plan.tables, 40)
  return {
    token,
    eventDate: draft.eventDate,
    lines,
    ...(planOk
      ? { plan: { guests: plan.guests, perTable: plan.perTable, tables: plan.tables } as ChangeDraft['plan'] }
      : {}),
    adding: draft.adding === true,
  }
}

export function readChangeDraft(token: string): ChangeDraft | undefined {
  try {
    return parse(token, storage()?.getItem(PREFIX + token) ?? null)
  } catch {
    return undefined
  }
}

export function saveChangeDraft(draft: ChangeDraft): void {
  try {
    storage()?.setItem(PREFIX + draft.token, JSON.stringify(draft))
    if (draft.adding) storage()?.setItem(ADDING, draft.token)
    else if (storage()?.getItem(ADDING) === draft.token) storage()?.removeItem(ADDING)
  } catch {
    // Full or blocked: the form still holds the change for this visit.
  }
}

/** Forgets the draft: the change was sent, or the couple cancelled it. */
export function clearChangeDraft(token: string): void {
  try {
    storage()?.removeItem(PREFIX + token)
    if (storage()?.getItem(ADDING) === token) storage()?.removeItem(ADDING)
  } catch {
    // Nothing kept to forget.
  }
}

/** The draft the hire range adds to, when the couple came from their booking's change in this tab. */
export function addingDraft(): ChangeDraft | undefined {
  try {
    const token = storage()?.getItem(ADDING)
    const draft = token ? readChangeDraft(token) : undefined
    return draft?.adding ? draft : undefined
  } catch {
    return undefined
  }
}

export const draftLineKey = (line: Pick<ChangeRequestLine, 'productId' | 'variantKey'>) =>
  stockKey(line.productId, line.variantKey)

/**
 * The draft with `quantity` more of a piece: added to its line when the draft holds it (a booked line, or
 * one added before), else a new line at the end; never more than `max` on a line.
 */
export function addToDraft(draft: ChangeDraft, line: ChangeRequestLine, max: number): ChangeDraft {
  const key = draftLineKey(line)
  const at = draft.lines.findIndex((each) => draftLineKey(each) === key)
  const from = at >= 0 ? draft.lines[at]!.quantity : 0
  const next = { ...line, quantity: Math.min(max, from + line.quantity) }
  const lines = at >= 0 ? draft.lines.map((each, index) => (index === at ? next : each)) : [...draft.lines, next]
  return { ...draft, lines }
}
