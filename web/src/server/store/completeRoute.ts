import type { SanityClient } from '@sanity/client'
import { Hono } from 'hono'
import type Stripe from 'stripe'
import type { DownloadTokens } from './downloadToken.ts'
import { fulfilSession } from './fulfilSession.ts'
import type { Order, Orders } from './orders.ts'
import { oncePerKey, sessionLookups } from './sessionLookups.ts'

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/

const PROCESSING = '/store/purchased?status=processing'

/**
 * GET /api/store/complete?session_id=…, Stripe's success URL. The URL stays in the browser's history, so
 * each visit gives a link to the order's one allowance, never a new one. A session already stored as an
 * order is answered from the database; otherwise the server retrieves it itself, so a buyer who arrives
 * before the webhook still gets the download at once. Visits of one id run one at a time (concurrent ones
 * share the answer, so none asks Stripe while another is storing the order), and an id Stripe does not
 * know is never asked about again. A refunded order gets the thank-you page with no file. The caller rate-limits it.
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
  const once = oncePerKey<string>()
  const purchased = (order: Order) => {
    if (order.allowance.refunded) return `/store/purchased?${new URLSearchParams({ status: 'refunded' })}`
    const link = tokens.issue(order.id, order.file, order.allowance.endsAt)
    return `/store/purchased?${new URLSearchParams({ guide: order.storeProduct, link })}`
  }

  app.get('/api/store/complete', async (c) => {
    const id = c.req.query('session_id') ?? ''
    if (!SESSION_ID.test(id))
      return c.json({ error: 'invalid', fields: { session_id: 'Not a Checkout Session id.' } }, 400)
    return c.redirect(await once(id, () => answer(id)), 303)
  })

  /** Where the visit of a valid-looking session id goes. */
  async function answer(id: string): Promise<string> {
    const stored = await orders.bySession(id)
    if (stored) return purchased(stored)
    let session: Stripe.Checkout.Session | undefined
    try {
      session = await sessions.retrieve(id)
    } catch {
      return PROCESSING
    }
    if (!session) return '/store?checkout=unavailable'
    try {
      const result = await fulfilSession(session, { sanity, orders })
      return result.status === 'fulfilled' ? purchased((await orders.order(result.order))!) : PROCESSING
    } catch {
      return PROCESSING
    }
  }
  return app
}
