import { feeLineNamesQuery, stockQuery } from '@amaranth/schemas/queries/availability'
import type { SanityClient } from '@sanity/client'
import { dayNumber, isoDay } from '../../availability/calendarDay.ts'
import { withHeld } from '../../availability/holds.ts'
import type { StockBase } from '../../availability/shortLines.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { heldBookings } from '../availability/heldBookings.ts'
import { readLocalBookings } from '../availability/localBookings.ts'
import type { QuoteFlow } from '../booking/quoteWatcher.ts'
import { decideChange } from '../change/changeDecision.ts'
import { liveHolds } from '../data/bookingHolds.ts'
import { openChange } from '../data/bookingChanges.ts'
import type { StatusRows } from '../data/statuses.ts'

const ACTIONS = { 'change-approve': 'approve', 'change-refuse': 'refuse' } as const

const WORDS = {
  applied: 'is approved and applied: the hold, the total and the balance follow, and the couple is emailed.',
  refused: 'is refused: the booking stays as it was and the couple is emailed.',
  short: 'was approved, but some of it is no longer free on the date: it is refused, the couple and you are emailed.',
  changed: 'was approved, but the booking changed since it was sent: it is refused and the couple is emailed.',
  dropped: 'is dropped: the booking was cancelled.',
}

/**
 * Offline, the stock a change is checked against: the catalogue's counts and the local Confirmed requests
 * (from 29 days back, as availability reads them) with the holds.
 */
export const localStockBase =
  (sanity: Pick<SanityClient, 'fetch'>, flow: Pick<QuoteFlow, 'sql'>, statuses: StatusRows) =>
  async (): Promise<StockBase> => {
    const [products, feeNames, bookings, held] = await Promise.all([
      sanity.fetch(stockQuery),
      sanity.fetch(feeLineNamesQuery),
      readLocalBookings(statuses, isoDay(dayNumber(businessToday())! - 29)),
      liveHolds(flow.sql, Date.now()),
    ])
    return { products, feeNames: feeNames ?? [], bookings: withHeld(bookings, heldBookings(held)) }
  }

/**
 * `pnpm inquiries change-approve <id>` and `change-refuse <id>`, offline (no Airtable): staff's answer to
 * a couple's change waiting for them (decision 0033), as setting `Change Request` to Approved or Refused
 * in Airtable does.
 * Returns null when the arguments are not this command, else the exit code and the outbox row queued,
 * for the caller to attempt at once.
 */
export async function runChangeCommand(
  args: readonly string[],
  flow: QuoteFlow | undefined,
  readBase: () => Promise<StockBase | undefined>,
): Promise<{ code: number; submission?: number } | null> {
  const action = ACTIONS[args[0] as keyof typeof ACTIONS]
  if (!action) return null
  const id = args[1] ?? ''
  if (!flow) {
    console.error(
      'Booking changes need booking online: set STRIPE_SECRET_KEY and PUBLIC_SITE_URL as the server has them.',
    )
    return { code: 1 }
  }
  if (flow.airtable) {
    // The stock a change is checked against is Airtable's Confirmed requests, which only the server reads.
    console.error('With Airtable, answer a change in its record: set Change Request to Approved or Refused.')
    return { code: 1 }
  }
  const waiting = /^\d{1,12}$/.test(id) ? await openChange(flow.sql, id) : undefined
  if (waiting?.state !== 'with-staff') {
    console.error(
      `#${id} has no change waiting for an answer. Usage: pnpm inquiries ${args[0]} <id> (the # shown by pnpm inquiries)`,
    )
    return { code: 1 }
  }
  const decided = await decideChange({ ...flow, readBase }, id, action, `staff: pnpm inquiries ${args[0]}`)
  if (!decided) {
    console.error(
      `#${id}'s change could not be answered now (answered already, or the stock cannot be read): try again.`,
    )
    return { code: 1 }
  }
  console.log(`#${id}: the change ${WORDS[decided.outcome]}`)
  return { code: 0, ...(decided.submission === undefined ? {} : { submission: decided.submission }) }
}
