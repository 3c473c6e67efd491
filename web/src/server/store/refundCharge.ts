import type Stripe from 'stripe'
import type { Order, Orders } from './orders.ts'

export type Refunding =
  | { status: 'recorded'; order: number; full: boolean; changed: boolean }
  | { status: 'unmatched'; paymentIntent: string | undefined }
  /** A store session whose order is not stored yet (its webhook still to come): Stripe should retry. */
  | { status: 'not-yet'; sessionId: string }

/**
 * The order a refunded charge paid for, by its PaymentIntent. An order stored before the PaymentIntent was
 * kept is found by one more call: Stripe lists the Checkout Session of that payment. The session alone,
 * when it is the store's but has no order yet.
 */
async function orderPaidBy(
  paymentIntent: string,
  { stripe, orders }: { stripe: Stripe; orders: Orders },
): Promise<{ order?: Order; pendingSession?: string }> {
  const stored = await orders.byPaymentIntent(paymentIntent)
  if (stored) return { order: stored }
  const { data } = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 })
  const session = data[0]
  if (!session) return {}
  const order = await orders.bySession(session.id)
  return order ? { order } : session.metadata?.storeProduct ? { pendingSession: session.id } : {}
}

/**
 * A `charge.refunded` event: records on the order what Stripe says was refunded in total. A full refund
 * ends the order's links; a partial one is recorded and keeps them. Replays change nothing.
 */
export async function refundCharge(
  charge: Stripe.Charge,
  deps: { stripe: Stripe; orders: Orders },
): Promise<Refunding> {
  const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  const { order, pendingSession } = paymentIntent ? await orderPaidBy(paymentIntent, deps) : {}
  if (pendingSession) return { status: 'not-yet', sessionId: pendingSession }
  if (!order) return { status: 'unmatched', paymentIntent }
  const full = charge.refunded || charge.amount_refunded >= charge.amount
  const changed = await deps.orders.recordRefund(order, charge.amount_refunded, full)
  return { status: 'recorded', order: order.id, full, changed }
}
