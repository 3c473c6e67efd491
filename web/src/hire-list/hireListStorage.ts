/**
 * The hire list as stored in the browser: one localStorage entry, `amaranthCart`, holding product
 * ids, optional variant keys and quantities, and the event the visitor noted (date, venue, postcode…). Names
 * and prices are always re-read from the catalogue so they stay current.
 *
 * Format (docs/product/hire-list.md#storage): the lines as a bare array, as the site has always
 * written them, `[{"productId":"decor-21","variantKey":"v2","quantity":12}]`; only once the visitor
 * notes their event, version 2, which carries the note beside the lines:
 *   {"version":2,"items":[{"productId":"decor-21","variantKey":"v2","quantity":12}],"event":{"date":"2027-03-20","venue":"Montville"}}
 * The note may also hold the guest plan, as typed (optional fields, so older entries read as they were):
 *   "event":{"guests":"120","perTable":"10","tables":"round-1.8"}
 * So a page of an older deployment still open in another tab keeps reading a list without a note.
 * Also read: the original site's `[{product: {id, ...}, quantity}]`, rewritten in today's form.
 */
import { capLine } from '../planning/lineQuantity.ts'
import { cleanPlanNote, type PlanNote } from './planNote.ts'

export const STORAGE_KEY = 'amaranthCart'
export const STORAGE_VERSION = 2

export type HireListItem = { productId: string; variantKey?: string; quantity: number }

/** A line's identity in the list: its product and variant (one line each). */
export const lineKey = (item: Pick<HireListItem, 'productId' | 'variantKey'>) =>
  `${item.productId}:${item.variantKey ?? ''}`

/**
 * What the visitor noted about their event on the hire list, all optional: the date, the venue, the
 * venue's postcode (which prices delivery), whether they add the damage waiver, and the delivery zone
 * their postcode was last priced in (so a zone that later disappears can be pointed out), whether they
 * will collect from the studio rather than have it delivered (Reserve now), and the guest plan (planNote.ts).
 */
export type EventNote = {
  date?: string
  venue?: string
  postcode?: string
  damageWaiver?: boolean
  zoneSeen?: string
  pickup?: boolean
} & PlanNote

export type StoredHireList = { items: HireListItem[]; event: EventNote }

/** The note with nothing in it: one object, which the store also gives the server's render. */
export const EMPTY_NOTE: EventNote = Object.freeze({})

/** Longest venue or suburb kept, the inquiry form's own limit for Venue/Location. */
export const VENUE_MAX = 200

/** A postcode is four digits; a little room for a stray character the field then points out. */
export const POSTCODE_MAX = 8

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/

function toItem(entry: unknown): HireListItem | null {
  if (!entry || typeof entry !== 'object') return null
  const record = entry as Record<string, unknown>
  const legacyProduct = record.product as Record<string, unknown> | undefined
  const productId = typeof record.productId === 'string' ? record.productId : legacyProduct?.id
  const quantity = Math.floor(Number(record.quantity))
  if (typeof productId !== 'string' || !productId || !Number.isFinite(quantity) || quantity < 1) return null
  // A list saved before lines were capped still sends: it reads as the most a line holds.
  const held = capLine(quantity)
  const variantKey = typeof record.variantKey === 'string' && record.variantKey ? record.variantKey : undefined
  return variantKey ? { productId, variantKey, quantity: held } : { productId, quantity: held }
}

/**
 * A note with only what is usable: a YYYY-MM-DD date, a venue of at most 200 characters (kept as
 * typed, spaces and all, so it can be edited in place; blank counts as none).
 */
export function cleanEventNote(value: unknown): EventNote {
  if (!value || typeof value !== 'object') return EMPTY_NOTE
  const record = value as Record<string, unknown>
  const date = typeof record.date === 'string' && CALENDAR_DATE.test(record.date) ? record.date : undefined
  const venue = typeof record.venue === 'string' && record.venue.trim() ? record.venue.slice(0, VENUE_MAX) : ''
  // Kept as typed (up to the field's length) so a half-typed postcode survives a reload.
  const postcode = typeof record.postcode === 'string' ? record.postcode.replace(/\s/g, '').slice(0, POSTCODE_MAX) : ''
  const damageWaiver = record.damageWaiver === true
  const pickup = record.pickup === true
  const zoneSeen = typeof record.zoneSeen === 'string' && record.zoneSeen ? record.zoneSeen.slice(0, 100) : ''
  const note: EventNote = {
    ...(date ? { date } : {}),
    ...(venue ? { venue } : {}),
    ...(postcode ? { postcode } : {}),
    ...(damageWaiver ? { damageWaiver } : {}),
    ...(zoneSeen ? { zoneSeen } : {}),
    ...(pickup ? { pickup } : {}),
    ...cleanPlanNote(record),
  }
  return Object.keys(note).length ? note : EMPTY_NOTE
}

/** True when the note holds anything worth saving beside the lines. */
export const hasEventNote = (note: EventNote) => Object.keys(cleanEventNote(note)).length > 0

/** Far above a real list (a line is about 60 characters): anything larger is not ours. */
const MAX_STORED_CHARS = 100_000

const LOAD_ERROR = 'Error loading cart from localStorage:'

const emptyList = (): StoredHireList => ({ items: [], event: EMPTY_NOTE })

/** The lines of a version 2 entry, or of the bare arrays written before it. */
function linesOf(parsed: unknown): unknown[] {
  if (Array.isArray(parsed)) return parsed
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
  if (record?.version === STORAGE_VERSION && Array.isArray(record.items)) return record.items
  throw new Error('not a hire list')
}

/**
 * Reads the saved list and event note. Anything unreadable (not JSON, not a list, too large, or
 * another app's data under our key) is logged and the list starts empty (docs/product/hire-list.md,
 * storage); a warning, not an error, since the visitor loses nothing they can see and the site
 * carries on. Unreadable lines among good ones are dropped, and said.
 */
export function parseStoredHireList(raw: string | null): StoredHireList {
  if (!raw) return emptyList()
  try {
    if (raw.length > MAX_STORED_CHARS) throw new Error(`${raw.length} characters, more than a hire list holds`)
    const parsed: unknown = JSON.parse(raw)
    const lines = linesOf(parsed)
    const items = lines.map(toItem).filter((item): item is HireListItem => item !== null)
    if (items.length < lines.length) {
      console.warn(LOAD_ERROR, new Error(`${lines.length - items.length} of ${lines.length} lines unreadable`))
    }
    const event = Array.isArray(parsed) ? EMPTY_NOTE : cleanEventNote((parsed as Record<string, unknown>).event)
    return { items, event }
  } catch (error) {
    console.warn(LOAD_ERROR, error)
    return emptyList()
  }
}

/** The lines alone (kept for callers that need no event note). */
export function parseStoredList(raw: string | null): HireListItem[] {
  return parseStoredHireList(raw).items
}

/** The entry for a list: the bare array of lines, or version 2 when an event note goes with them. */
export function serialiseHireList({ items, event }: { items: readonly HireListItem[]; event: EventNote }): string {
  const note = cleanEventNote(event)
  if (!hasEventNote(note)) return JSON.stringify(items)
  return JSON.stringify({ version: STORAGE_VERSION, items, event: note })
}

export function readStoredHireList(): StoredHireList {
  try {
    return parseStoredHireList(window.localStorage.getItem(STORAGE_KEY))
  } catch (error) {
    console.warn(LOAD_ERROR, error)
    return emptyList()
  }
}

/** Saves the list (an emptied one as `[]`, as the site always has). */
export function writeStoredHireList(list: { items: readonly HireListItem[]; event: EventNote }): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, serialiseHireList(list))
  } catch (error) {
    // Private mode or a full quota: the list still works for this visit.
    console.error('Error saving cart to localStorage:', error)
  }
}
