import type Stripe from 'stripe'
import { changeById, lockBooking, moveChange, oweMore, type ChangeRow } from '../data/bookingChanges.ts'
import { quoteByRecord } from '../data/bookings.ts'
import { openPayment, settlePayment, expirePayment, type PaymentRow } from '../data/bookingPayments.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import type { Sql } from '../data/sql.ts'
import { BOOKING_TABLES, BOOKING_TARGETS } from '../booking/bookingTables.ts'
import type { ReadStockBase } from '../booking/stockCheck.ts'
import { bookingRow, type PaymentFacts, type PaymentFields, type RefundReason } from '../booking/rowFields.ts'
import { intentOf } from '../booking/settleSession.ts'
import { applyChange } from './applyChange.ts'
import type { ChangeFacts } from './changeFacts.ts'
import type { DecideDeps } from './changeDecision.ts'
import { queueChange } from './changeRows.ts'
import { CHANGE_TARGETS } from './changeTables.ts'

export type PayDeps = Omit<DecideDeps, 'readBase'> & { readBase: ReadStockBase }

/** The change a Checkout Session pays the difference of (its metadata, set by checkoutSession.ts). */
export function changeOfSession(session: Pick<Stripe.Checkout.Session, 'metadata'>) {
  const recordId = session.metadata?.booking
  const changeId = Number(session.metadata?.change)
  return session.metadata?.bookingKind === 'change' && recordId && Number.isSafeInteger(changeId) && changeId > 0
    ? { recordId, changeId }
    : undefined
}

export type ChangeSettled = 'applied' | 'already' | 'refunded' | 'unpaid' | 'not-ours' | 'unknown-quote'

/**
 * A paid session of a change's difference (decision 0033), settled once however often and by whoever
 * reports it (the webhook, the couple's return): in one transaction the payment is stored as a paid
 * balance and the change applied as a change applied at once is (the pieces re-checked), the record's
 * `Balance Paid` and the couple's receipt queued with the change's rows. A payment that can no longer buy
 * its change (the booking cancelled, the change dropped, the pieces gone, the booking changed since) is
 * refunded in full through the outbox, the couple and staff told.
 */
export async function settleChange(session: Stripe.Checkout.Session, deps: PayDeps): Promise<ChangeSettled> {
  const named = changeOfSession(session)
  if (!named) return 'not-ours'
  if (session.payment_status !== 'paid') return 'unpaid'
  const { recordId, changeId } = named
  const now = (deps.now ?? Date.now)()
  const base = await deps.readBase({ orLast: true }).catch(() => undefined)
  const settings = await deps.settings()
  await deps.store.prepare([...Object.values(CHANGE_TARGETS), ...Object.values(BOOKING_TARGETS)])
  const result = await deps.sql.transaction(async (tx): Promise<ChangeSettled> => {
    const quote = await quoteByRecord(tx, recordId)
    if (!quote) return 'unknown-quote'
    // A session whose row was never stored (the server stopped between the two) is stored now, as not open.
    await openPayment(
      tx,
      {
        sessionId: session.id,
        recordId,
        kind: 'balance',
        cents: session.amount_total ?? 0,
        acceptance: null,
        createdAt: session.created * 1000,
        expiresAt: session.expires_at * 1000,
      },
      'expired',
    )
    const settled = await settlePayment(tx, { sessionId: session.id, paymentIntent: intentOf(session), now })
    if (settled.status === 'unknown') return 'unknown-quote'
    if (settled.status === 'already') return 'already'
    await lockBooking(tx, recordId)
    const row = await changeById<ChangeFacts>(tx, changeId)
    const payment = settled.payment
    const link = `${deps.site}/quote/${quoteTokens(deps.secret).issue(recordId, quote.nonce)}`
    const facts: PaymentFacts = {
      Record: recordId,
      Kind: 'balance',
      Session: session.id,
      'Payment Intent': payment.paymentIntent ?? '',
      Cents: payment.cents,
      Name: row?.figures.name ?? session.customer_details?.name ?? '',
      Email: row?.figures.email ?? session.customer_details?.email ?? '',
      'Event date': row?.figures.eventDate ?? '',
      Link: link,
      'Paid At': new Date(now).toISOString(),
    }
    const giveBack = async (reason: RefundReason) => {
      // settlePayment marked a payment on a cancelled booking refunded in full already.
      if (settled.status !== 'cancelled') await oweMore(tx, session.id, payment.cents)
      await deps.store.accept(
        bookingRow(BOOKING_TABLES.refunds, `change-refund-${session.id}`, {
          ...facts,
          'Refund Cents': payment.cents,
          Reason: reason,
          'Refund Key': `booking-refund-change-${changeId}-${session.id}`,
        }),
        [BOOKING_TARGETS.refund, BOOKING_TARGETS.staff],
        now,
        deps.giveUpMs,
        tx,
      )
    }
    if (settled.status === 'cancelled' || row?.state !== 'paying') {
      await giveBack(settled.status === 'cancelled' ? 'cancelled' : 'change')
      if (row?.state === 'paying')
        await moveChange(tx, row.id, 'paying', 'dropped', { now, reason: 'the booking was cancelled' })
      return 'refunded'
    }
    const applied = await applyChange(tx, deps, row, { base, settings, link, now })
    if (!applied.applied) {
      await giveBack('change')
      const why = applied.why === 'stock' ? 'stock' : 'changed'
      const moved = (await moveChange<ChangeFacts>(tx, row.id, 'paying', 'refused', {
        now,
        reason: `paid, but ${why}`,
        refundCents: payment.cents,
      })) as ChangeRow<ChangeFacts>
      await queueChange(
        deps,
        tx,
        moved,
        {
          kind: 'refused',
          why,
          ...(applied.why === 'stock' ? { short: applied.short } : {}),
          paidCents: 0,
          leftCents: 0,
          refundCents: payment.cents,
        },
        { nonce: quote.nonce, now },
      )
      return 'refunded'
    }
    const moved = (await moveChange<ChangeFacts>(tx, row.id, 'paying', 'applied', {
      now,
      by: 'paid online',
    })) as ChangeRow<ChangeFacts>
    const { figures } = applied
    await queuePaid(deps, tx, payment, facts, figures, row, now)
    await queueChange(
      deps,
      tx,
      moved,
      {
        kind: 'applied',
        paidCents: figures.deposit + figures.balance,
        leftCents: figures.left,
        chargedCents: payment.cents,
      },
      { nonce: quote.nonce, now },
    )
    return 'applied'
  })
  if (result === 'applied' || result === 'refunded') void deps.kick()
  return result
}

/** The difference paid, as a balance payment's row: the record's `Balance Paid` and the couple's receipt. */
async function queuePaid(
  deps: PayDeps,
  tx: Sql,
  payment: PaymentRow,
  facts: PaymentFacts,
  figures: { balance: number; total: number; left: number },
  row: ChangeRow<ChangeFacts>,
  now: number,
) {
  const fields: PaymentFields = {
    ...facts,
    'Kind Paid Cents': figures.balance,
    'Total Cents': figures.total,
    'Left Cents': figures.left,
    'Refunding Cents': 0,
    'Accepted By': row.fullName,
    'Accepted At': new Date(now).toISOString(),
  }
  await deps.store.accept(
    bookingRow(BOOKING_TABLES.payments, payment.sessionId, fields),
    [...(deps.airtable ? [BOOKING_TARGETS.airtable] : []), BOOKING_TARGETS.couple],
    now,
    deps.giveUpMs,
    tx,
  )
}

/**
 * A change's payment page ended unpaid (the webhook's `checkout.session.expired`, or the round finding it
 * expired at Stripe): the payment marked expired and the change dropped, once. The booking is as it was.
 */
export async function dropChange(sql: Sql, sessionId: string, changeId: number, now: number): Promise<boolean> {
  return sql.transaction(async (tx) => {
    await expirePayment(tx, sessionId)
    return Boolean(
      await moveChange(tx, changeId, 'paying', 'dropped', { now, reason: 'its payment page ended unpaid' }),
    )
  })
}
