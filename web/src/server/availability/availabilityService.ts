import { dayNumber, isoDay } from '../../availability/calendarDay.ts'
import {
  freeFromHolds,
  holdsOf,
  withHeld,
  type Booking,
  type Hold,
  type UndatedRequest,
  type UnknownLine,
} from '../../availability/holds.ts'
import type { StockBase } from '../../availability/shortLines.ts'
import type { StockedProduct } from '../../availability/stock.ts'
import { businessToday } from '../../lib/time/businessDay.ts'

/**
 * One date's answer: counts only (decision 0018), or `known: false` when the bookings cannot be read.
 * `freshForMs` is how much longer it may be used: what is left of the snapshot's AVAILABILITY_MAX_AGE_MS
 * (or, unknown, of the wait before the next read), so no cache downstream keeps it past that.
 */
export type AvailabilityAnswer = { date: string; freshForMs: number } & (
  { known: true; counts: Record<string, { free: number; stock: number }> } | { known: false }
)

/** What staff should fix in the Confirmed requests: lines that match no product, dates that are not days. */
export type BookingProblems = { unknown: readonly UnknownLine[]; undated: readonly UndatedRequest[] }

export type AvailabilityServiceOptions = {
  readStock: () => Promise<readonly StockedProduct[]>
  /** The fee lines staff list in the CMS, besides the estimate's own (lib/feeLines.ts). */
  readFeeNames?: () => Promise<readonly string[]>
  /** Confirmed requests whose event is on or after the date given. */
  readBookings: (since: string) => Promise<Booking[]>
  /** The quotes' holds in force (data/bookingHolds.ts): counted as Confirmed requests of their own. */
  readHeld?: () => Promise<Booking[]>
  /** How old a snapshot of the bookings may be when answered from: a confirmation shows within this. */
  maxAgeMs: number
  /** After a failed read, no other is tried for this long (Airtable is not hammered while it is down). */
  retryAfterMs?: number
  /** Told what staff should fix in the Confirmed requests, each time a read finds a different set. */
  reportProblems?: (problems: BookingProblems) => void
  now?: () => number
}

type Snapshot = StockBase & {
  holds: Hold[]
  readAt: number
  answers: Map<string, AvailabilityAnswer & { known: true }>
}

/** Turnaround is at most 14 days each side, so a request more than 28 days past can hold nothing today. */
const LOOK_BACK_DAYS = 29

/**
 * One snapshot of stock and bookings, shared by every visitor: read at most once per `maxAgeMs` (one
 * read in flight at a time, however many visitors ask), each date's answer computed once per snapshot.
 * A failed or too old snapshot is never answered from: the site then says availability is confirmed on
 * inquiry rather than guess.
 */
export function createAvailabilityService({
  readStock,
  readFeeNames = async () => [],
  readBookings,
  readHeld = async () => [],
  maxAgeMs,
  retryAfterMs = 10_000,
  reportProblems = () => {},
  now = Date.now,
}: AvailabilityServiceOptions) {
  let snapshot: Snapshot | undefined
  let reading: Promise<Snapshot | undefined> | undefined
  let failedAt = -Infinity
  let lastReport = ''

  async function read(): Promise<Snapshot | undefined> {
    const startedAt = now()
    try {
      const since = isoDay(dayNumber(businessToday(startedAt))! - LOOK_BACK_DAYS)
      const [products, feeNames, bookings, held] = await Promise.all([
        readStock(),
        readFeeNames(),
        readBookings(since),
        readHeld(),
      ])
      const { holds, unknown, undated } = holdsOf(products, withHeld(bookings, held), feeNames)
      const report = JSON.stringify([unknown, undated])
      if (report !== lastReport) {
        lastReport = report
        reportProblems({ unknown, undated })
      }
      snapshot = { products, feeNames, bookings, holds, readAt: startedAt, answers: new Map() }
      return snapshot
    } catch (error) {
      failedAt = now()
      console.error(`[availability] bookings unreadable: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    } finally {
      reading = undefined
    }
  }

  async function current(): Promise<Snapshot | undefined> {
    if (snapshot && now() - snapshot.readAt < maxAgeMs) return snapshot
    if (reading) return reading
    if (now() - failedAt < retryAfterMs) return undefined
    reading = read()
    return reading
  }

  return {
    /**
     * What a stock check starts from: the stock and the Confirmed requests of a snapshot no older than
     * `maxAgeMs` (the quotes' holds are read fresh by the check itself), or undefined when unreadable.
     * `orLast`: the last snapshot however old, read only when there is none (a payment settling never
     * waits on Airtable, nor makes the next accepts wait out a failed read).
     */
    async stockBase({ orLast = false } = {}): Promise<StockBase | undefined> {
      const shot = (orLast && snapshot) || (await current())
      return shot && { products: shot.products, feeNames: shot.feeNames, bookings: shot.bookings }
    },

    async answer(date: string): Promise<AvailabilityAnswer> {
      const shot = await current()
      if (!shot) return { date, known: false, freshForMs: Math.max(0, failedAt + retryAfterMs - now()) }
      const freshForMs = Math.max(0, shot.readAt + maxAgeMs - now())
      const cached = shot.answers.get(date)
      if (cached) return { ...cached, freshForMs }
      const counts = Object.fromEntries(freeFromHolds(date, shot.products, shot.holds))
      const answer = { date, known: true as const, counts, freshForMs }
      // Valid dates span three years, so this map holds at most about 1,100 answers per snapshot.
      shot.answers.set(date, answer)
      return answer
    },
  }
}
