import type { SanityClient } from '@sanity/client'
import { Hono } from 'hono'
import type Stripe from 'stripe'
import type { DownloadTokens } from './downloadToken.ts'
import { fulfilSession } from './fulfilSession.ts'
import type { Order, Orders } from './orders.ts'
import { sessionLookups } from './sessionLookups.ts'

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/

const PROCESSING = '/store/purchased?status=processing'

/**
 * GET /api/store/complete?session_id=…, Stripe's success URL. The URL stays in the browser's history, so
 * each visit gives a link to the order's one allowance, never a new one. A session already stored as an
 * order is answered from the database; otherwise the server retrieves it itself (once per id at a time,
 * never again for one Stripe does not know), so a buyer who arrives before the webhook still gets the
 * download at once. A refunded order gets the thank-you page with no file. The caller rate-limits it.
 */
export function createCompleteRoute({
  stripe,
  sanity,
  orders,
  tokens,
}: {
  stripe: Stripe
  sanity: Pick<SanityClient, 'fetch'>
  orders: Orders
  tokens: DownloadTokens
}) {
  const app = new Hono()
  const sessions = sessionLookups(stripe)
  const purchased = (order: Order) => {
    if (order.allowance.refunded) return `/store/purchased?${new URLSearchParams({ status: 'refunded' })}`
    const link = tokens.issue(order.id, order.file, order.allowance.endsAt)
    return `/store/purchased?${new URLSearchParams({ guide: order.storeProduct, link })}`
  }

  app.get('/api/store/complete', async (c) => {
    const id = c.req.query('session_id') ?? ''
    if (!SESSION_ID.test(id))
      return c.json({ error: 'invalid', fields: { session_id: 'Not a Checkout Session id.' } }, 400)
    const stored = orders.bySession(id)
    if (stored) return c.redirect(purchased(stored), 303)
    let session: Stripe.Checkout.Session | undefined
    try {
      session = await sessions.retrieve(id)
    } catch {
      return c.redirect(PROCESSING, 303)
    }
    if (!session) return c.redirect('/store?checkout=unavailable', 303)
    try {
      const result = await fulfilSession(session, { sanity, orders })
      if (result.status !== 'fulfilled') return c.redirect(PROCESSING, 303)
      return c.redirect(purchased(orders.order(result.order)!), 303)
    } catch {
      return c.redirect(PROCESSING, 303)
    }
  })
  return app
}
