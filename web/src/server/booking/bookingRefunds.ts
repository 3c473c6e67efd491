import type Stripe from 'stripe'
import { standingAcceptance } from '../data/bookings.ts'
import { recordRefunded, type PaymentRow } from '../data/bookingPayments.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore } from '../outbox/outboxRows.ts'
import { followFigures } from './bookingState.ts'
import { BOOKING_TABLES, BOOKING_TARGETS } from './bookingTables.ts'
import type { AcceptedFigures } from './quoteViewOf.ts'
import { bookingRow, type StripeRefundFields } from './rowFields.ts'

export type RefundDeps = { sql: Sql; store: OutboxStore; kick: () => unknown; giveUpMs: number; now?: () => number }

/** A booking payment's refund as stored; `dashboard`: more was refunded than the site asked for. */
export type RefundReport = { payment: PaymentRow; changed: boolean; dashboard: boolean }

/**
 * A `charge.refunded` of a booking's payment: what Stripe says is refunded of it is stored (a running
 * total, so a replay or a late older event changes nothing), and in the same commit the quote's state
 * follows the amounts (a paid booking refunded in part has a balance due again). A refund the site asked
 * for was told to staff when it was queued; beyond that it was made in Stripe's dashboard, and staff are
 * told what is now left to pay. Undefined when the payment is no booking's (a store order's).
 */
export async function recordStripeRefund(charge: Stripe.Charge, deps: RefundDeps): Promise<RefundReport | undefined> {
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!intent) return undefined
  const now = (deps.now ?? Date.now)()
  await deps.store.prepare([BOOKING_TARGETS.staff])
  const report = await deps.sql.transaction(async (tx): Promise<RefundReport | undefined> => {
    const found = await recordRefunded(tx, intent, charge.amount_refunded)
    if (!found) return undefined
    const { payment, changed } = found
    const dashboard = changed && payment.refundedCents > payment.refundCents
    if (!changed) return { payment, changed, dashboard }
    const figures = await followFigures(tx, payment.recordId)
    if (dashboard) {
      const accepted = await standingAcceptance<AcceptedFigures>(tx, payment.recordId)
      const fields: StripeRefundFields = {
        Record: payment.recordId,
        Kind: payment.kind,
        Session: payment.sessionId,
        'Payment Intent': intent,
        Cents: payment.cents,
        'Refunded Cents': payment.refundedCents,
        'Left Cents': figures.left,
        Name: accepted?.fullName ?? '',
        'Event date': accepted?.figures.eventDate ?? '',
      }
      await deps.store.accept(
        bookingRow(BOOKING_TABLES.stripeRefunds, `stripe-refund-${intent}-${payment.refundedCents}`, fields),
        [BOOKING_TARGETS.staff],
        now,
        deps.giveUpMs,
        tx,
      )
    }
    return { payment, changed, dashboard }
  })
  if (report?.dashboard) void deps.kick()
  return report
}
