import type { StockBase } from '../../availability/shortLines.ts'
import { quoteFigures, MINIMUM_CHARGE_CENTS } from '../../booking/amounts.ts'
import { businessDayStart, businessToday } from '../../lib/time/businessDay.ts'
import { toDollars } from '../../pricing/money.ts'
import { moveHold, oweMore, setLocalItems, type ChangeRow } from '../data/bookingChanges.ts'
import { lockHolds } from '../data/bookingHolds.ts'
import { recordAcceptance, standingAcceptance } from '../data/bookings.ts'
import { keptCents, payments, type PaymentRow } from '../data/bookingPayments.ts'
import type { Sql } from '../data/sql.ts'
import { followFigures, type BookingFigures } from '../booking/bookingState.ts'
import type { BookingSettings } from '../booking/bookingSettings.ts'
import { BOOKING_TABLES, BOOKING_TARGETS } from '../booking/bookingTables.ts'
import { quoteLines } from '../booking/quoteRecord.ts'
import type { AcceptedFigures } from '../booking/quoteViewOf.ts'
import { bookingRow, type RefundFields } from '../booking/rowFields.ts'
import type { ChangeFacts } from './changeFacts.ts'
import { sameLines } from '../../availability/holds.ts'
import type { ChangeRowDeps } from './changeRows.ts'
import { freeBesides, shortOf } from './changeStock.ts'

const DAY_MS = 86_400_000

export type Applied =
  | { applied: true; refundCents: number; figures: BookingFigures }
  | { applied: false; why: 'stock'; short: string[] }
  /** The booking no longer stands as the change was priced from (another change, or staff re-quoted it). */
  | { applied: false; why: 'changed' }

export type ApplyOptions = {
  /** The stock and Confirmed requests (read before the transaction); undefined: unreadable, not checked. */
  base: StockBase | undefined
  settings: BookingSettings
  link: string
  now: number
}

/**
 * Applies a change in the caller's transaction, which holds the quote's row lock (`lockBooking`): the
 * pieces it adds re-checked against everything else held on the date under the holds' lock; a new
 * acceptance that stands with the change's evidence and the new figures (the balance and the quote's
 * state follow them); the hold's lines moved; offline the local request's Items and Total Cost; and a
 * total below what was paid refunded through the outbox, newest payment first, once per change and
 * payment. The caller moves the change's row and queues its emails and record writes.
 */
export async function applyChange(
  tx: Sql,
  deps: Pick<ChangeRowDeps, 'store' | 'giveUpMs' | 'airtable'>,
  row: ChangeRow<ChangeFacts>,
  { base, settings, link, now }: ApplyOptions,
): Promise<Applied> {
  const { recordId } = row
  const { before, after, eventDate } = row.figures
  const accepted = await standingAcceptance<AcceptedFigures>(tx, recordId)
  const acceptedItems = accepted?.figures.request?.items ?? accepted?.figures.lines.map((line) => line.text).join('\n')
  if (!accepted || accepted.figures.totalCents !== before.totalCents || !sameLines(acceptedItems ?? '', before.items))
    return { applied: false, why: 'changed' }
  await lockHolds(tx)
  if (base) {
    const short = shortOf(row.figures.preview, await freeBesides(tx, base, { recordId, eventDate, now }), eventDate)
    if (short.length) return { applied: false, why: 'stock', short }
  }
  const figures: AcceptedFigures = {
    ...quoteFigures(
      { lines: quoteLines(after.items), totalCents: after.totalCents, eventDate },
      settings,
      businessToday(now),
    ),
    eventDate,
    request: { ...(accepted.figures.request ?? { name: accepted.fullName }), items: after.items },
  }
  await recordAcceptance(tx, {
    recordId,
    fullName: row.fullName,
    acceptedAt: now,
    ip: row.ip,
    userAgent: row.userAgent,
    termsVersion: row.termsVersion,
    figures,
    stands: true,
  })
  const eventEnd = (businessDayStart(eventDate) ?? now) + DAY_MS
  await moveHold(tx, { recordId, eventDate, items: after.items, replaces: before.items, endsAt: eventEnd, now })
  if (!deps.airtable && /^\d{1,12}$/.test(recordId))
    await setLocalItems(tx, Number(recordId), after.items, toDollars(after.totalCents))
  const figuresNow = await followFigures(tx, recordId)
  const refundCents =
    row.figures.settles === 'refund' && figuresNow.over >= MINIMUM_CHARGE_CENTS
      ? await refundOver(tx, deps, row, figuresNow.over, { link, now })
      : 0
  return { applied: true, refundCents, figures: refundCents ? await followFigures(tx, recordId) : figuresNow }
}

/**
 * What was paid beyond the new total, given back: from the newest payment first, each part owed on its
 * payment and refunded by the booking's refund delivery under `booking-refund-change-{change}-{session}`.
 */
async function refundOver(
  tx: Sql,
  deps: Pick<ChangeRowDeps, 'store' | 'giveUpMs'>,
  row: ChangeRow<ChangeFacts>,
  over: number,
  { link, now }: { link: string; now: number },
): Promise<number> {
  const paid = (await payments(tx, row.recordId, 'paid')).sort((a, b) => (b.paidAt ?? 0) - (a.paidAt ?? 0))
  let left = over
  for (const payment of paid) {
    const part = Math.min(left, keptCents(payment))
    if (part <= 0) continue
    await oweMore(tx, payment.sessionId, part)
    await deps.store.accept(
      bookingRow(
        BOOKING_TABLES.refunds,
        `change-${row.id}-${payment.sessionId}`,
        refundFields(row, payment, part, link, now),
      ),
      [BOOKING_TARGETS.refund],
      now,
      deps.giveUpMs,
      tx,
    )
    left -= part
    if (left === 0) break
  }
  return over - left
}

const refundFields = (
  row: ChangeRow<ChangeFacts>,
  payment: PaymentRow,
  cents: number,
  link: string,
  now: number,
): RefundFields => ({
  Record: row.recordId,
  Kind: payment.kind,
  Session: payment.sessionId,
  'Payment Intent': payment.paymentIntent ?? '',
  Cents: payment.cents,
  Name: row.figures.name,
  Email: row.figures.email,
  'Event date': row.figures.eventDate,
  Link: link,
  'Paid At': new Date(now).toISOString(),
  'Refund Cents': cents,
  Reason: 'change',
  'Refund Key': `booking-refund-change-${row.id}-${payment.sessionId}`,
})
