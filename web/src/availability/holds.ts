import { dayNumber } from './calendarDay.ts'
import { indexByName, readItems, type UnmatchedLine } from './itemsText.ts'
import { stockUnits, type StockedProduct } from './stock.ts'

export const BOOKING_STATUSES = ['New', 'Quoted', 'Confirmed', 'Cancelled', 'Completed'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** A request as the bookings source reads it: whose (for staff only), when, its status and its Items text. */
export type Booking = { ref: string; eventDate: string; status: string | null; items: string }

/** A line staff should fix: the request it is in and why it matches no product. */
export type UnknownLine = UnmatchedLine & { ref: string }

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

/**
 * How many of each piece are free on `date`: its stock less every Confirmed request whose window
 * overlaps the date, never below 0. The Items lines that match no product are returned for staff,
 * whatever the request's date, so a typo is found before it matters.
 */
export function freeOn(date: string, products: readonly StockedProduct[], bookings: readonly Booking[]) {
  const day = dayNumber(date)
  const units = stockUnits(products)
  const byId = new Map(products.map((product) => [product.id, product]))
  const index = indexByName(products)
  const held = new Map<string, number>()
  const unknown: UnknownLine[] = []
  for (const booking of bookings) {
    if (!holdsStock(booking.status)) continue
    const { matched, unmatched } = readItems(booking.items, index)
    unknown.push(...unmatched.map((line) => ({ ...line, ref: booking.ref })))
    const bookedDay = dayNumber(booking.eventDate)
    if (day === null || bookedDay === null) continue
    for (const item of matched) {
      const product = byId.get(item.productId)!
      if (!overlaps(day, bookedDay, product.turnaroundDaysBefore, product.turnaroundDaysAfter)) continue
      held.set(item.key, (held.get(item.key) ?? 0) + item.quantity)
    }
  }
  const counts: FreeCounts = new Map()
  for (const [key, stock] of units) counts.set(key, { free: Math.max(0, stock - (held.get(key) ?? 0)), stock })
  return { counts, unknown }
}
