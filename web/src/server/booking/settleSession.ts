import type Stripe from 'stripe'
import { balanceLeft } from '../../booking/amounts.ts'
import {
  openPayment,
  payments,
  quoteByRecord,
  setQuoteState,
  settlePayment,
  standingAcceptance,
  type PaymentKind,
} from '../data/bookings.ts'
import type { Sql } from '../data/sql.ts'
import { createStatusRows } from '../data/statuses.ts'
import type { OutboxStore } from '../outbox/outboxRows.ts'
import { BOOKING_TABLES, BOOKING_TARGETS, type PaymentFields } from './bookingTables.ts'
import type { LastPieces } from './lastPieces.ts'
import type { AcceptedFigures } from './quoteViewOf.ts'

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
  | { status: 'paid' | 'already' | 'second-deposit' | 'overbooked'; recordId: string }
  | { status: 'not-ours' | 'unpaid' | 'unknown-quote' }

/** Which quote and kind a session was made for (its metadata, set by checkoutSession.ts). */
export function bookingOf(session: Pick<Stripe.Checkout.Session, 'metadata'>) {
  const recordId = session.metadata?.booking
  const kind = session.metadata?.bookingKind
  return recordId && (kind === 'deposit' || kind === 'balance') ? { recordId, kind: kind as PaymentKind } : undefined
}

const intentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null)

/**
 * A paid Checkout Session of a quote, settled once however often and by whoever reports it (the webhook,
 * the couple's return to the page): in one transaction the payment is stored as paid, the quote's state
 * and (offline) the request's Status follow, and the writes that reach outside (the record, the emails,
 * a refund) are queued in the outbox. Nothing outside is called here, so Airtable being down changes
 * nothing: the couple's page reads this database.
 */
export async function settleSession(session: Stripe.Checkout.Session, deps: SettleDeps): Promise<Settlement> {
  const booking = bookingOf(session)
  if (!booking) return { status: 'not-ours' }
  if (session.payment_status !== 'paid') return { status: 'unpaid' }
  const { recordId, kind } = booking
  const now = (deps.now ?? Date.now)()
  const queue = (
    table: (typeof BOOKING_TABLES)[keyof typeof BOOKING_TABLES],
    fields: object,
    targets: string[],
    tx: Sql,
  ) =>
    deps.store.accept(
      {
        table,
        submissionId: `${table === BOOKING_TABLES.payments ? '' : 'refund-'}${session.id}`,
        fields: fields as never,
      },
      targets as never,
      now,
      deps.giveUpMs,
      tx,
    )
  await deps.store.prepare(Object.values(BOOKING_TARGETS))
  const stock = kind === 'deposit' ? await deps.lastPieces?.prepare() : undefined
  const result = await deps.sql.transaction(async (tx): Promise<Settlement> => {
    const quote = await quoteByRecord(tx, recordId)
    if (!quote) return { status: 'unknown-quote' }
    // A session Stripe made whose row was never stored (the server stopped between the two) is stored now.
    await openPayment(tx, {
      sessionId: session.id,
      recordId,
      kind,
      cents: session.amount_total ?? 0,
      acceptance: Number(session.metadata?.acceptance) || null,
      createdAt: session.created * 1000,
      expiresAt: session.expires_at * 1000,
    })
    const settled = await settlePayment(tx, { sessionId: session.id, paymentIntent: intentOf(session), now })
    if (settled.status === 'unknown') return { status: 'unknown-quote' }
    if (settled.status === 'already') return { status: 'already', recordId }
    const payment = settled.payment
    const accepted = await standingAcceptance<AcceptedFigures>(tx, recordId)
    const base = {
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
    if (settled.status === 'second-deposit') {
      await queue(BOOKING_TABLES.refunds, base, [BOOKING_TARGETS.refund, BOOKING_TARGETS.staff], tx)
      return { status: 'second-deposit', recordId }
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
    const paid = await payments(tx, recordId, 'paid')
    const sum = (k: PaymentKind) => paid.filter((p) => p.kind === k).reduce((total, p) => total + p.cents, 0)
    const total = accepted?.figures.totalCents ?? payment.cents
    const left = balanceLeft(total, sum('deposit'), sum('balance'))
    await setQuoteState(tx, recordId, left === 0 ? 'paid' : 'confirmed')
    if (!deps.airtable && kind === 'deposit' && /^\d+$/.test(recordId))
      await createStatusRows(tx).set(Number(recordId), 'Confirmed', now)
    const fields: PaymentFields = {
      ...base,
      'Kind Paid Cents': sum(kind),
      'Total Cents': total,
      'Left Cents': left,
      'Accepted By': accepted?.fullName ?? '',
      'Accepted At': accepted ? new Date(accepted.acceptedAt).toISOString() : '',
    }
    const targets = [
      ...(deps.airtable ? [BOOKING_TARGETS.airtable] : []),
      BOOKING_TARGETS.couple,
      BOOKING_TARGETS.staff,
    ]
    await queue(BOOKING_TABLES.payments, fields, targets, tx)
    return { status: 'paid', recordId }
  })
  if (result.status === 'paid' || result.status === 'second-deposit' || result.status === 'overbooked') void deps.kick()
  return result
}
