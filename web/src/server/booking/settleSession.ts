import type Stripe from 'stripe'
import { confirmLocalRequest, quoteByRecord, standingAcceptance } from '../data/bookings.ts'
import { openPayment, owePayment, settlePayment, type PaymentKind } from '../data/bookingPayments.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore, TargetName } from '../outbox/outboxRows.ts'
import { bookingFigures, followFigures } from './bookingState.ts'
import { BOOKING_TABLES, BOOKING_TARGETS } from './bookingTables.ts'
import type { LastPieces } from './lastPieces.ts'
import type { AcceptedFigures } from './quoteViewOf.ts'
import { bookingRow, type PaymentFacts, type PaymentFields, type RefundReason, type RowFields } from './rowFields.ts'

/** The rows a settled payment queues. */
type PaidTable = (typeof BOOKING_TABLES)['payments' | 'refunds' | 'overbooked']

export type SettleDeps = {
  sql: Sql
  store: OutboxStore
  kick: () => unknown
  giveUpMs: number
  /** With Airtable the record is updated by a delivery; without, the local status is set in the same commit. */
  airtable: boolean
  /** The couple's page for a quote, for the emails. */
  linkFor: (recordId: string, nonce: string) => string
  /** The stock re-check of a deposit (lastPieces.ts); without it a deposit is never refunded for stock. */
  lastPieces?: LastPieces
  now?: () => number
}

export type Settlement =
  /** `cancelled`: paid after the booking was cancelled, refunded in full; `overpaid`: a balance beyond what was due, the excess refunded; `overbooked`: a deposit whose pieces went to a booking paid first, refunded in full. */
  | { status: 'paid' | 'already' | 'second-deposit' | 'cancelled' | 'overpaid' | 'overbooked'; recordId: string }
  | { status: 'not-ours' | 'unpaid' | 'unknown-quote' }

/** Which quote and kind a session was made for (its metadata, set by checkoutSession.ts). */
export function bookingOf(session: Pick<Stripe.Checkout.Session, 'metadata'>) {
  const recordId = session.metadata?.booking
  const kind = session.metadata?.bookingKind
  return recordId && (kind === 'deposit' || kind === 'balance') ? { recordId, kind: kind as PaymentKind } : undefined
}

export const intentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

/**
 * A paid Checkout Session of a quote, settled once however often and by whoever reports it (the webhook,
 * the couple's return to the page): in one transaction the payment is stored as paid, the quote's state
 * and (offline) the request's Status follow, and the writes that reach outside (the record, the emails,
 * a refund) are queued in the outbox. Nothing outside is called here, so Airtable being down changes
 * nothing: the couple's page reads this database. A payment that lands where nothing was due is given
 * back through the outbox, staff told: all of it on a cancelled booking or for a second deposit, the part
 * beyond what was left for a balance (two sessions paid at once).
 */
export async function settleSession(session: Stripe.Checkout.Session, deps: SettleDeps): Promise<Settlement> {
  const booking = bookingOf(session)
  if (!booking) return { status: 'not-ours' }
  if (session.payment_status !== 'paid') return { status: 'unpaid' }
  const { recordId, kind } = booking
  const now = (deps.now ?? Date.now)()
  const queue = <T extends PaidTable>(table: T, fields: RowFields[T], targets: TargetName[], tx: Sql) =>
    deps.store.accept(
      bookingRow(table, `${table === BOOKING_TABLES.payments ? '' : 'refund-'}${session.id}`, fields),
      targets,
      now,
      deps.giveUpMs,
      tx,
    )
  await deps.store.prepare(Object.values(BOOKING_TARGETS))
  const stock = kind === 'deposit' ? await deps.lastPieces?.prepare() : undefined
  const result = await deps.sql.transaction(async (tx): Promise<Settlement> => {
    const quote = await quoteByRecord(tx, recordId)
    if (!quote) return { status: 'unknown-quote' }
    // A session Stripe made whose row was never stored (the server stopped between the two) is stored
    // now, as not open: it is settled a line below and never stands as the quote's one open balance.
    await openPayment(
      tx,
      {
        sessionId: session.id,
        recordId,
        kind,
        cents: session.amount_total ?? 0,
        acceptance: Number(session.metadata?.acceptance) || null,
        createdAt: session.created * 1000,
        expiresAt: session.expires_at * 1000,
      },
      'expired',
    )
    const settled = await settlePayment(tx, { sessionId: session.id, paymentIntent: intentOf(session), now })
    if (settled.status === 'unknown') return { status: 'unknown-quote' }
    if (settled.status === 'already') return { status: 'already', recordId }
    const payment = settled.payment
    const accepted = await standingAcceptance<AcceptedFigures>(tx, recordId)
    const base: PaymentFacts = {
      Record: recordId,
      Kind: kind,
      Session: session.id,
      'Payment Intent': payment.paymentIntent ?? '',
      Cents: payment.cents,
      Name: accepted?.fullName ?? session.customer_details?.name ?? '',
      Email: session.customer_details?.email ?? session.customer_email ?? '',
      'Event date': accepted?.figures.eventDate ?? '',
      Link: deps.linkFor(recordId, quote.nonce),
      'Paid At': new Date(now).toISOString(),
    }
    const refund = (cents: number, reason: RefundReason) =>
      queue(
        BOOKING_TABLES.refunds,
        { ...base, 'Refund Cents': cents, Reason: reason },
        [BOOKING_TARGETS.refund, BOOKING_TARGETS.staff],
        tx,
      )
    if (settled.status === 'second-deposit' || settled.status === 'cancelled') {
      await refund(payment.cents, settled.status)
      return { status: settled.status, recordId }
    }
    const pieces = accepted?.figures
    if (
      kind === 'deposit' &&
      deps.lastPieces &&
      !(await deps.lastPieces.settle(tx, stock, {
        recordId,
        items: pieces?.request?.items ?? pieces?.lines.map((line) => line.text).join('\n') ?? '',
        eventDate: pieces?.eventDate ?? '',
        sessionId: session.id,
        acceptance: payment.acceptance,
        now,
      }))
    ) {
      // The pieces went to a booking paid first: refunded in full, the record left as it was, staff told.
      await queue(BOOKING_TABLES.overbooked, base, [BOOKING_TARGETS.refund, BOOKING_TARGETS.staff], tx)
      return { status: 'overbooked', recordId }
    }
    // Two balance sessions paid at once (or one paid after a lower total): the part beyond the total goes back.
    const before = await bookingFigures(tx, recordId, payment.cents)
    const excess = kind === 'balance' ? Math.min(payment.cents, before.over) : 0
    if (excess > 0) {
      await owePayment(tx, session.id, excess)
      await refund(excess, 'overpaid')
    }
    const figures = await followFigures(tx, recordId, payment.cents)
    if (!deps.airtable && kind === 'deposit' && /^\d+$/.test(recordId))
      await confirmLocalRequest(tx, Number(recordId), now)
    const fields: PaymentFields = {
      ...base,
      'Kind Paid Cents': figures[kind],
      'Total Cents': figures.total,
      'Left Cents': figures.left,
      'Refunding Cents': excess,
      'Accepted By': accepted?.fullName ?? '',
      'Accepted At': accepted ? new Date(accepted.acceptedAt).toISOString() : '',
    }
    const targets = [
      ...(deps.airtable ? [BOOKING_TARGETS.airtable] : []),
      BOOKING_TARGETS.couple,
      BOOKING_TARGETS.staff,
    ]
    await queue(BOOKING_TABLES.payments, fields, targets, tx)
    return { status: excess > 0 ? 'overpaid' : 'paid', recordId }
  })
  if (result.status !== 'already' && 'recordId' in result) void deps.kick()
  return result
}
