import type { SanityClient } from '@sanity/client'
import { Hono } from 'hono'
import type Stripe from 'stripe'
import type { DownloadTokens } from './downloadToken.ts'
import { fulfilSession } from './fulfilSession.ts'
import type { Orders } from './orders.ts'

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/

/**
 * GET /api/store/complete?session_id=…, Stripe's success URL: the server retrieves the session itself, so a
 * buyer who arrives before the webhook still gets the download at once, and sends them to the thank-you
 * page with a link of their own.
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
  app.get('/api/store/complete', async (c) => {
    const id = c.req.query('session_id') ?? ''
    if (!SESSION_ID.test(id))
      return c.json({ error: 'invalid', fields: { session_id: 'Not a Checkout Session id.' } }, 400)
    let session: Stripe.Checkout.Session
    try {
      session = await stripe.checkout.sessions.retrieve(id)
    } catch (error) {
      const missing = (error as { statusCode?: number }).statusCode === 404
      return c.redirect(missing ? '/store?checkout=unavailable' : '/store/purchased?status=processing', 303)
    }
    try {
      const result = await fulfilSession(session, { sanity, orders })
      if (result.status !== 'fulfilled') return c.redirect('/store/purchased?status=processing', 303)
      const order = orders.order(result.order)!
      const query = new URLSearchParams({ guide: order.storeProduct, link: tokens.issue(order.id, order.file) })
      return c.redirect(`/store/purchased?${query}`, 303)
    } catch {
      return c.redirect('/store/purchased?status=processing', 303)
    }
  })
  return app
}
