import { formatEventDay } from '../../availability/calendarDay.ts'
import { freeFromHolds, holdsOf, type FreeCounts } from '../../availability/holds.ts'
import type { StockBase } from '../../availability/shortLines.ts'
import type { ChangePreview } from '../../booking/changeView.ts'
import { bookingRef } from '../availability/heldBookings.ts'
import type { Sql } from '../data/sql.ts'
import { heldBase } from '../booking/stockCheck.ts'

/**
 * What is free on a booking's date besides its own hold (decision 0033): the Confirmed requests and every
 * other hold in force, read in `sql` (inside the caller's `lockHolds` when it takes stock).
 */
export async function freeBesides(
  sql: Sql,
  base: StockBase,
  { recordId, eventDate, now }: { recordId: string; eventDate: string; now: number },
): Promise<FreeCounts> {
  const held = await heldBase(sql, base, now)
  const { holds } = holdsOf(held.products, held.bookings, held.feeNames)
  return freeFromHolds(eventDate, held.products, holds, bookingRef(recordId))
}

/**
 * The lines a change asks more of than is free, named: "Gold candelabra: 2 free on Saturday 14 March 2027".
 * A reduction never makes a line short, and a product that keeps no count is never short.
 */
export function shortOf(preview: Pick<ChangePreview, 'lines'>, free: FreeCounts, eventDate: string): string[] {
  return preview.lines.flatMap((line) => {
    const count = free.get(line.key)
    return line.to > line.from && count && line.to > count.free
      ? [`${line.name}: ${count.free} free on ${formatEventDay(eventDate)}`]
      : []
  })
}
