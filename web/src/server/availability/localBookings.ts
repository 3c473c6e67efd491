import { HIRE_FIELDS as F } from '@amaranth/schemas/airtable'
import { dayNumber } from '../../availability/calendarDay.ts'
import { BOOKING_STATUSES, type Booking, type BookingStatus } from '../../availability/holds.ts'
import type { StatusRows } from '../data/statuses.ts'

/**
 * Offline bookings (no AIRTABLE_TOKEN): the database is the store, so a request's Status lives beside its
 * submission (data/statuses.ts), set by `pnpm inquiries confirm|cancel <id>` as staff would in Airtable.
 */

export const isBookingStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value)

/**
 * The Confirmed hire requests whose event is on or after `since` (YYYY-MM-DD): the ones that can hold
 * stock; and those whose date is not a day at all, so availability reports them rather than lose them.
 */
export async function readLocalBookings(statuses: StatusRows, since: string): Promise<Booking[]> {
  const rows = await statuses.withStatus('Confirmed')
  return rows.flatMap(({ id, fields }) => {
    const eventDate = String(fields[F.eventDate] ?? '')
    return eventDate >= since || dayNumber(eventDate) === null
      ? [{ ref: `#${id}`, eventDate, status: 'Confirmed', items: String(fields[F.items] ?? '') }]
      : []
  })
}
