import { stripeId, StripeInputError, type Session } from './sessions.ts'

/** The parts of a Charge (https://docs.stripe.com/api/charges/object) a `charge.refunded` event carries that our server reads. */
export type Charge = {
  id: string
  object: 'charge'
  amount: number
  amount_refunded: number
  currency: string
  payment_intent: string
  refunded: boolean
  livemode: false
}

/**
 * A paid session's charge after refunding `amount` cents more (all that is left when omitted), refused as
 * Stripe would for an unpaid session or more than was paid. `amount_refunded` adds up across refunds, and
 * `refunded` turns true once the whole charge is back with the buyer.
 */
export function refundCharge(session: Session, previous: Charge | undefined, amount?: number): Charge {
  if (session.payment_status !== 'paid' || !session.payment_intent)
    throw new StripeInputError(`Checkout session ${session.id} has no payment to refund.`, 'payment_intent')
  const charge: Charge = previous ?? {
    id: stripeId('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: 0,
    currency: session.currency,
    payment_intent: session.payment_intent,
    refunded: false,
    livemode: false,
  }
  const left = charge.amount - charge.amount_refunded
  const cents = amount ?? left
  if (!Number.isInteger(cents) || cents <= 0 || cents > left)
    throw new StripeInputError(`Refund amount must be between 1 and ${left} cents.`, 'amount')
  const refunded = charge.amount_refunded + cents
  return { ...charge, amount_refunded: refunded, refunded: refunded === charge.amount }
}
