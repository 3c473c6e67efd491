import type { SanityClient } from '@sanity/client'
import { Hono } from 'hono'
import type Stripe from 'stripe'
import { limitBody } from '../api/parseJsonBody.ts'
import type { BookingEvents } from '../booking/bookingWebhook.ts'
import { fulfilSession } from './fulfilSession.ts'
import type { Orders } from './orders.ts'
import { refundCharge } from './refundCharge.ts'

/** Stripe's own tolerance: an event signed more than 5 minutes ago is a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300
/** A Checkout Session event is a few KB; 64 KiB leaves room and nothing more. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024

const FULFILLING = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

/**
 * POST /api/stripe/webhook: verifies `Stripe-Signature` over the raw body (400 otherwise), fulfils a
 * paid Checkout Session once however often the event comes, and records `charge.refunded` on the order it
 * paid for (a full refund ends its links). 2xx tells Stripe to stop; 422 and 503 make it
 * retry (for up to 3 days), which is what a removed product (staff may restore it) and a busy disk want.
 */
export function createWebhookRoute({
  stripe,
  secret,
  sanity,
  orders,
  bookings,
  alarm = (message: string) => console.error(message),
}: {
  stripe: Stripe
  secret: string
  sanity: Pick<SanityClient, 'fetch'>
  orders: Orders
  /** Booking online's events (server/booking/bookingWebhook.ts): an answer for a quote's session, else undefined. */
  bookings?: BookingEvents
  alarm?: (message: string) => void
}) {
  const app = new Hono()
  app.post('/api/stripe/webhook', limitBody(WEBHOOK_BODY_LIMIT), async (c) => {
    const body = await c.req.text()
    let event: Stripe.Event
    try {
      event = stripe.webhooks.constructEvent(
        body,
        c.req.header('stripe-signature') ?? '',
        secret,
        SIGNATURE_TOLERANCE_SECONDS,
      )
    } catch {
      return c.json(
        { error: 'invalid_signature', message: 'The Stripe-Signature header does not match this body.' },
        400,
      )
    }
    const booking = await bookings?.(event)
    if (booking) return c.json(booking.body, booking.status)
    if (event.type === 'charge.refunded') {
      let result
      try {
        result = await refundCharge(event.data.object, { stripe, orders })
      } catch (error) {
        alarm(
          `[store] could not record the refund of ${event.data.object.id}: ${error instanceof Error ? error.message : String(error)}`,
        )
        return c.json({ error: 'unavailable', message: 'The refund could not be recorded; Stripe will retry.' }, 503)
      }
      if (result.status === 'not-yet') {
        alarm(`[store] refund of ${result.sessionId} came before its order was stored; Stripe will retry.`)
        return c.json({ error: 'not_yet', message: 'The order of this payment is not stored yet.' }, 503)
      }
      if (result.status === 'unmatched') {
        // Not a store order (the account may take other payments), or one this database never stored.
        alarm(
          `[store] refund of charge ${event.data.object.id} (payment ${result.paymentIntent ?? 'none'}) matches no store order; nothing changed.`,
        )
        return c.json({ received: true, matched: false })
      }
      return c.json({ received: true, order: result.order, refunded: result.full ? 'full' : 'partial' })
    }
    if (!FULFILLING.has(event.type)) return c.json({ received: true, ignored: event.type })
    const session = event.data.object as Stripe.Checkout.Session
    let result
    try {
      result = await fulfilSession(session, { sanity, orders })
    } catch (error) {
      alarm(
        `[store] could not store the order of ${session.id}: ${error instanceof Error ? error.message : String(error)}`,
      )
      return c.json({ error: 'unavailable', message: 'The order could not be stored; Stripe will retry.' }, 503)
    }
    if (result.status === 'fulfilled') return c.json({ received: true, order: result.order, created: result.created })
    if (result.status === 'product-removed') {
      alarm(
        `[store] PAID ORDER NOT FULFILLED: session ${session.id} is for store product "${session.metadata?.storeProduct}", which the CMS no longer has. Restore it (Stripe retries for 3 days) or refund.`,
      )
      return c.json({ error: 'unknown_product', message: 'The store product of this session does not exist.' }, 422)
    }
    return c.json({ received: true, fulfilled: false, reason: result.status })
  })
  return app
}
