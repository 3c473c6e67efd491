import type Stripe from 'stripe'
import { expirePayment } from '../data/bookingPayments.ts'
import type { Sql } from '../data/sql.ts'
import type { RefundReport } from './bookingRefunds.ts'
import { bookingOf, type Settlement } from './settleSession.ts'

export type WebhookAnswer = { status: 200 | 503; body: Record<string, unknown> }

const SETTLING = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

/** What a settle's outcome is worth a line in the log for: money that lands where nothing was due. */
const GIVEN_BACK: Partial<Record<Settlement['status'], string>> = {
  'second-deposit': 'a second deposit',
  cancelled: 'a payment on a cancelled booking',
  overpaid: 'a balance beyond what was due',
}

/**
 * The booking part of the store's `POST /api/stripe/webhook` (already verified there): a paid session of
 * a quote is settled once (settleSession.ts), an expired one marked, and a refund of a booking's payment
 * stored (bookingRefunds.ts; the store's orders never match it). Undefined for any other event: the store's own.
 */
export function bookingEvents({
  sql,
  settle,
  refunded,
  reservations,
  changes,
  alarm = (message: string) => console.error(message),
}: {
  sql: Sql
  settle: (session: Stripe.Checkout.Session) => Promise<Settlement>
  refunded: (charge: Stripe.Charge) => Promise<RefundReport | undefined>
  /** Reserve now's (decision 0032): a session holding a reservation's deposit is authorised or expired there. */
  reservations?: {
    authorise: (session: Stripe.Checkout.Session) => Promise<string>
    expire: (session: Stripe.Checkout.Session) => Promise<boolean>
  }
  /** Final numbers' (decision 0033): a session paying a change's difference is settled or dropped there. */
  changes?: {
    settle: (session: Stripe.Checkout.Session) => Promise<string>
    expire: (session: Stripe.Checkout.Session) => Promise<boolean>
  }
  alarm?: (message: string) => void
}) {
  async function handle(event: Stripe.Event): Promise<WebhookAnswer | undefined> {
    if (event.type === 'charge.refunded') {
      const report = await refunded(event.data.object)
      if (!report) return undefined
      const { payment, dashboard } = report
      if (dashboard)
        alarm(
          `[booking] the ${payment.kind} of ${payment.recordId} (${payment.sessionId}) was refunded at Stripe's dashboard (${payment.refundedCents} cents in all); the page and the balance count it, staff told.`,
        )
      return { status: 200, body: { received: true, booking: payment.recordId, refunded: payment.kind } }
    }
    if (!event.type.startsWith('checkout.session.')) return undefined
    const session = event.data.object as Stripe.Checkout.Session
    if (changes && session.metadata?.bookingKind === 'change') {
      const recordId = session.metadata.booking
      if (event.type === 'checkout.session.expired')
        return {
          status: 200,
          body: { received: true, booking: recordId, changeDropped: await changes.expire(session) },
        }
      if (!SETTLING.has(event.type)) return { status: 200, body: { received: true, ignored: event.type } }
      return { status: 200, body: { received: true, booking: recordId, change: await changes.settle(session) } }
    }
    const booking = bookingOf(session)
    if (!booking) return undefined
    const reservation = reservations && session.metadata?.reservation
    if (event.type === 'checkout.session.expired') {
      await expirePayment(sql, session.id)
      if (reservation) await reservations.expire(session)
      return { status: 200, body: { received: true, booking: booking.recordId, expired: true } }
    }
    if (!SETTLING.has(event.type)) return { status: 200, body: { received: true, ignored: event.type } }
    if (reservation) {
      const authorised = await reservations.authorise(session)
      return { status: 200, body: { received: true, booking: booking.recordId, reserved: authorised } }
    }
    const result = await settle(session)
    if (result.status === 'unknown-quote')
      alarm(`[booking] PAID SESSION ${session.id} names quote ${booking.recordId}, which this database does not have.`)
    const given = GIVEN_BACK[result.status]
    if (given)
      alarm(`[booking] ${given} for ${booking.recordId} arrived (${session.id}): it is being refunded and staff told.`)
    return { status: 200, body: { received: true, booking: booking.recordId, settled: result.status } }
  }

  return async (event: Stripe.Event): Promise<WebhookAnswer | undefined> => {
    try {
      return await handle(event)
    } catch (error) {
      alarm(`[booking] could not settle ${event.id}: ${error instanceof Error ? error.message : String(error)}`)
      return {
        status: 503,
        body: { error: 'unavailable', message: 'The payment could not be stored; Stripe will retry.' },
      }
    }
  }
}

export type BookingEvents = ReturnType<typeof bookingEvents>
