import type { Booking } from '../../availability/holds.ts'
import type { HoldRow } from '../data/bookingHolds.ts'

/**
 * A request's ref as the bookings read it: the Airtable record id, or `#{id}` for a local submission
 * (localBookings.ts), so a held quote and its Confirmed request are known to be one.
 */
export const bookingRef = (recordId: string) => (/^\d+$/.test(recordId) ? `#${recordId}` : recordId)

/** The quotes' holds as requests that hold stock. */
export const heldBookings = (rows: readonly HoldRow[]): Booking[] =>
  rows.map((row) => ({
    ref: bookingRef(row.recordId),
    eventDate: row.eventDate,
    status: 'Confirmed',
    items: row.items,
    ...(row.replaces ? { replaces: row.replaces } : {}),
  }))
