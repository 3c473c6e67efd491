import { shortLines, type StockBase } from '../../availability/shortLines.ts'
import { businessDayStart } from '../../lib/time/businessDay.ts'
import { bookingRef } from '../availability/heldBookings.ts'
import { holdLost, holdPaid, lockHolds } from '../data/bookingHolds.ts'
import type { Sql } from '../data/sql.ts'
import { heldBase, type ReadStockBase } from './stockCheck.ts'

export type PaidDeposit = {
  recordId: string
  items: string
  eventDate: string
  sessionId: string
  acceptance: number | null
  now: number
}

const DAY_MS = 86_400_000

/**
 * A deposit settling re-checks the stock (decision 0026): against the Confirmed requests (availability's
 * last snapshot) and the deposits paid before it (read in the settling transaction) (an open session's hold gives way: the first paid keeps the pieces). Free, the lines
 * stay held until the event's day, bridging until the record reads Confirmed; short, the payment is
 * marked refunded and the hold lost, and the caller refunds it in full and tells staff.
 */
export function lastPieces(readBase: ReadStockBase) {
  return {
    /** Read before the settling transaction: nothing outside the database is waited on inside it. */
    prepare: (): Promise<StockBase | undefined> => readBase({ orLast: true }).catch(() => undefined),

    /** In the settling transaction: true when the deposit keeps its pieces, false when it must be refunded. */
    async settle(tx: Sql, base: StockBase | undefined, paid: PaidDeposit): Promise<boolean> {
      await lockHolds(tx)
      const { recordId, items, eventDate, now } = paid
      // Unreadable stock refunds nobody: the payment stands and staff see the booking as usual.
      const short = base ? shortLines(await heldBase(tx, base, now, true), items, eventDate, bookingRef(recordId)) : []
      if (short.length) {
        await holdLost(tx, paid)
        return false
      }
      const eventEnd = (businessDayStart(eventDate) ?? now) + DAY_MS
      await holdPaid(tx, { recordId, items, eventDate, endsAt: Math.max(eventEnd, now + DAY_MS), now })
      return true
    },
  }
}

export type LastPieces = ReturnType<typeof lastPieces>
