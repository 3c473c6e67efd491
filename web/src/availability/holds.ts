import { HIRE_STATUSES, type HireStatus } from '@amaranth/schemas/airtable'
import { dayNumber } from './calendarDay.ts'
import { indexByName, readItems, type UnmatchedLine } from './itemsText.ts'
import { stockUnits, type StockedProduct } from './stock.ts'

/** A hire request's `Status` options, as the Airtable field map names them. */
export const BOOKING_STATUSES = HIRE_STATUSES
export type BookingStatus = HireStatus

/**
 * A request as the bookings source reads it: whose (for staff only), when, its status and its Items text.
 * A held quote's `replaces`: the Items a change replaced (decision 0033), while its record may still read them.
 */
export type Booking = { ref: string; eventDate: string; status: string | null; items: string; replaces?: string }

/** A line staff should fix: the request it is in and why it matches no product. */
export type UnknownLine = UnmatchedLine & { ref: string }

/** A Confirmed request whose date of event is not a YYYY-MM-DD day: it holds nothing until staff fix it. */
export type UndatedRequest = { ref: string; eventDate: string }

/** Free count per stock key on one day, for the units with a known stock. */
export type FreeCounts = Map<string, { free: number; stock: number }>

/**
 * Only Confirmed requests hold stock (as Current RMS and Rentman count only confirmed jobs): New and
 * Quoted ones are not promised yet, Cancelled ones never will be, Completed ones are back on the shelf.
 */
export const holdsStock = (status: string | null) => status === 'Confirmed'

/**
 * Whether a piece booked for `bookedDay` is still out on `day`. Each booking blocks the piece from
 * `before` days ahead of its event (delivery, setup) to `after` days behind (collection, cleaning),
 * and the visitor's own event needs the same window; the two windows overlap when the events are at
 * most before + after days apart.
 */
export const overlaps = (day: number, bookedDay: number, before: number, after: number) =>
  Math.abs(day - bookedDay) <= before + after

/** One piece a Confirmed request holds: its stock key, how many, its event day, and whose (the request's ref). */
export type Hold = { key: string; productId: string; quantity: number; day: number; ref: string }

/** Two Items texts line for line, each trimmed, blank lines out (Airtable and the site may space them apart). */
export const sameLines = (a: string, b: string) => {
  const lines = (text: string) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n')
  return lines(a) === lines(b)
}

/**
 * The Confirmed requests with the quotes' holds beside them (server/data/bookingHolds.ts), each held
 * quote as a Confirmed request of its own ref; one the bookings already read as Confirmed counts once,
 * as the bookings have it (staff's Items and date win over the ones accepted), unless it still reads the
 * Items a change replaced (its update on its way to the record): then the hold's Items count.
 */
export function withHeld(bookings: readonly Booking[], held: readonly Booking[]): Booking[] {
  const confirmed = new Map(
    bookings.filter((booking) => holdsStock(booking.status)).map((booking) => [booking.ref, booking.items]),
  )
  const behind = new Set(
    held
      .filter((hold) => hold.replaces !== undefined && sameLines(confirmed.get(hold.ref) ?? '', hold.replaces))
      .map((hold) => hold.ref),
  )
  return [
    ...bookings.filter((booking) => !(behind.has(booking.ref) && holdsStock(booking.status))),
    ...held
      .filter((hold) => !confirmed.has(hold.ref) || behind.has(hold.ref))
      .map(({ replaces: _replaces, ...hold }) => ({ ...hold, status: 'Confirmed' })),
  ]
}

/**
 * The holds of every Confirmed request, read once per bookings snapshot, the Items lines that match
 * no product (whatever the request's date, so a typo is found before it matters), and the requests
 * whose date cannot be read: each is reported, none is dropped in silence. `feeNames` are the fee
 * lines staff list in the CMS, besides the estimate's own.
 */
export function holdsOf(
  products: readonly StockedProduct[],
  bookings: readonly Booking[],
  feeNames: readonly string[] = [],
) {
  const index = indexByName(products, feeNames)
  const holds: Hold[] = []
  const unknown: UnknownLine[] = []
  const undated: UndatedRequest[] = []
  for (const booking of bookings) {
    if (!holdsStock(booking.status)) continue
    const { matched, unmatched } = readItems(booking.items, index)
    unknown.push(...unmatched.map((line) => ({ ...line, ref: booking.ref })))
    const day = dayNumber(booking.eventDate)
    if (day === null) undated.push({ ref: booking.ref, eventDate: booking.eventDate })
    else holds.push(...matched.map((item) => ({ ...item, day, ref: booking.ref })))
  }
  return { holds, unknown, undated }
}

/**
 * How many of each piece are free on `date`: its stock less every hold whose window overlaps it, never
 * below 0; the holds of the request `except` names are not counted (a quote is never short of itself).
 */
export function freeFromHolds(
  date: string,
  products: readonly StockedProduct[],
  holds: readonly Hold[],
  except?: string,
): FreeCounts {
  const day = dayNumber(date)
  const byId = new Map(products.map((product) => [product.id, product]))
  const held = new Map<string, number>()
  for (const hold of holds) {
    const product = byId.get(hold.productId)!
    if (hold.ref === except) continue
    if (day === null || !overlaps(day, hold.day, product.turnaroundDaysBefore, product.turnaroundDaysAfter)) continue
    held.set(hold.key, (held.get(hold.key) ?? 0) + hold.quantity)
  }
  const counts: FreeCounts = new Map()
  for (const [key, stock] of stockUnits(products))
    counts.set(key, { free: Math.max(0, stock - (held.get(key) ?? 0)), stock })
  return counts
}

/** Both steps at once: the free counts on `date` and what staff should fix. */
export function freeOn(
  date: string,
  products: readonly StockedProduct[],
  bookings: readonly Booking[],
  feeNames: readonly string[] = [],
) {
  const { holds, unknown, undated } = holdsOf(products, bookings, feeNames)
  return { counts: freeFromHolds(date, products, holds), unknown, undated }
}
