import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { limitBody, parseJsonBody } from '../api/parseJsonBody.ts'
import { readChangeLines } from './changeBody.ts'
import { invalid, type ChangeAnswer, type ChangeService } from './changeService.ts'

/** A change's body: 200 lines of ids and quantities fit in well under this. */
export const CHANGE_BODY_BYTES = 32 * 1024

export type ChangeRoutesOptions = {
  service: ChangeService
  /** The quote routes' checks: a token's shape, and the payments' rate limit a change sent counts against. */
  token: RegExp
  paymentsLimit: MiddlewareHandler
  clientKey: (c: Context) => string
}

const notFound = { error: 'not_found', message: 'There is no quote at this address.' }

const answer = (c: Context, answered: ChangeAnswer<unknown>) =>
  c.json('body' in answered ? answered.body : notFound, answered.status as ContentfulStatusCode)

/**
 * Final numbers' routes on the quote API (decision 0033), under its `no-store`, `noindex` and per-address
 * read limit: `GET /api/quote/{token}/change` (the offer), `POST …/change/preview` (the figures) and
 * `POST …/change` (sent: applied, sent to staff, or a payment page), which counts as a payment.
 */
export function mountChangeRoutes(app: Hono, { service, token }: ChangeRoutesOptions) {
  app.get('/api/quote/:token/change', async (c) => {
    const value = c.req.param('token')
    if (!token.test(value)) return c.json(notFound, 404)
    return answer(c, await service.offer(value))
  })

  app.post('/api/quote/:token/change/preview', limitBody(CHANGE_BODY_BYTES), async (c) => {
    const value = c.req.param('token')
    if (!token.test(value)) return c.json(notFound, 404)
    const parsed = await parseJsonBody(c)
    if (!parsed.ok) return parsed.response
    const read = readChangeLines(parsed.body)
    if ('fields' in read) return answer(c, invalid(read))
    return answer(c, await service.preview(value, read.lines))
  })
}
