import { dayNumber, isoDay } from '../../availability/calendarDay.ts'
import { freeFromHolds, holdsOf, type Booking, type Hold, type UnknownLine } from '../../availability/holds.ts'
import type { StockedProduct } from '../../availability/stock.ts'
import { businessToday } from '../../lib/time/businessDay.ts'

/** One date's answer: counts only (decision 0018), or `known: false` when the bookings cannot be read. */
export type AvailabilityAnswer =
  | { date: string; known: true; counts: Record<string, { free: number; stock: number }> }
  | { date: string; known: false }

export type AvailabilityServiceOptions = {
  readStock: () => Promise<readonly StockedProduct[]>
  /** Confirmed requests whose event is on or after the date given. */
  readBookings: (since: string) => Promise<Booking[]>
  /** How old a snapshot of the bookings may be when answered from: a confirmation shows within this. */
  maxAgeMs: number
  /** After a failed read, no other is tried for this long (Airtable is not hammered while it is down). */
  retryAfterMs?: number
  /** Told the lines of Confirmed requests that match no product, each time a read finds a different set. */
  reportUnmatched?: (lines: readonly UnknownLine[]) => void
  now?: () => number
}

type Snapshot = {
  products: readonly StockedProduct[]
  holds: Hold[]
  readAt: number
  answers: Map<string, AvailabilityAnswer>
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
  readBookings,
  maxAgeMs,
  retryAfterMs = 10_000,
  reportUnmatched = () => {},
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
      const [products, bookings] = await Promise.all([readStock(), readBookings(since)])
      const { holds, unknown } = holdsOf(products, bookings)
      const report = JSON.stringify(unknown)
      if (report !== lastReport) {
        lastReport = report
        reportUnmatched(unknown)
      }
      snapshot = { products, holds, readAt: startedAt, answers: new Map() }
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
    async answer(date: string): Promise<AvailabilityAnswer> {
      const shot = await current()
      if (!shot) return { date, known: false }
      const cached = shot.answers.get(date)
      if (cached) return cached
      const counts = Object.fromEntries(freeFromHolds(date, shot.products, shot.holds))
      const answer: AvailabilityAnswer = { date, known: true, counts }
      // Valid dates span three years, so this map holds at most about 1,100 answers per snapshot.
      shot.answers.set(date, answer)
      return answer
    },
  }
}
