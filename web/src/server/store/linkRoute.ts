import { Hono } from 'hono'
import { z } from 'zod'
import { LINK_SENT_MESSAGE } from '../../lib/format/storeWording.ts'
import { limitBody } from '../api/parseJsonBody.ts'
import type { DownloadTokens } from './downloadToken.ts'
import type { Orders } from './orders.ts'
import { readStoreForm } from './storeForm.ts'

const Email = z.email().max(254)

/**
 * POST /api/store/links: a fresh download link by email, for `email` ("Lost your link?" on /store) or for
 * an expired or used-up `link`. It answers the same whether or not anything was sent, and only ever
 * emails the address that bought; the caller rate-limits it.
 */
export function createLinkRoute({ tokens, orders }: { tokens: DownloadTokens; orders: Orders }) {
  const app = new Hono()
  app.post('/api/store/links', limitBody(4 * 1024), async (c) => {
    const form = await readStoreForm(c)
    if (!form.ok) return form.response
    const { fields, answer } = form
    if (typeof fields.link === 'string') {
      const link = tokens.read(fields.link)
      const order = link ? await orders.forLink(link) : undefined
      if (order) await orders.sendFreshLink(order)
      return answer.accepted('/store/link-expired?sent=1', LINK_SENT_MESSAGE)
    }
    const email = Email.safeParse(typeof fields.email === 'string' ? fields.email.trim() : fields.email)
    if (!email.success) return answer.invalid({ email: 'Enter the email address you bought with.' })
    // One email per guide bought (the latest order of each).
    const latest = new Map((await orders.ordersFor(email.data)).reverse().map((order) => [order.storeProduct, order]))
    for (const order of [...latest.values()].slice(0, 5)) await orders.sendFreshLink(order)
    return answer.accepted('/store?link=sent', LINK_SENT_MESSAGE)
  })
  return app
}
