import { withHeld } from '../../availability/holds.ts'
import { shortLines, type StockBase } from '../../availability/shortLines.ts'
import { heldBookings, bookingRef } from '../availability/heldBookings.ts'
import { liveHolds, lockHolds, placeHold, releaseHold, type HoldLines } from '../data/bookingHolds.ts'
import type { Sql } from '../data/sql.ts'

/** What the date has free for a quote's lines: the lines asking for more, or unknown when it cannot be read. */
export type StockAnswer = { known: true; short: string[] } | { known: false }

/** The stock and Confirmed requests a check starts from (availabilityService's `stockBase`). */
export type ReadStockBase = (options?: { orLast?: boolean }) => Promise<StockBase | undefined>

/** A base with the holds in force beside its Confirmed requests, read inside the caller's locked transaction. */
export async function heldBase(tx: Sql, base: StockBase, now: number, paidOnly = false): Promise<StockBase> {
  const held = heldBookings(await liveHolds(tx, now, { paidOnly }))
  return { ...base, bookings: withHeld(base.bookings, held) }
}

/**
 * The accept's stock check (decision 0026): the quote's `Items` against the Confirmed requests and every
 * other quote's hold on its date, its own never counted. When nothing is short the lines are held for
 * the deposit session in the same locked transaction, so a second couple's accept on any instance sees
 * them. The base is read before the lock: nothing but this database is waited on while it is held.
 */
export function stockCheck(readBase: ReadStockBase, sql: Sql, now: () => number = Date.now) {
  return {
    async claim(hold: HoldLines): Promise<StockAnswer> {
      const base = await readBase()
      if (!base) return { known: false }
      return sql.transaction(async (tx) => {
        await lockHolds(tx)
        const short = shortLines(await heldBase(tx, base, now()), hold.items, hold.eventDate, bookingRef(hold.recordId))
        if (!short.length) await placeHold(tx, hold)
        return { known: true, short }
      })
    },
    /** No session was opened after all: the lines are free again at once. */
    release: (recordId: string) => releaseHold(sql, recordId),
  }
}

export type StockCheck = ReturnType<typeof stockCheck>
