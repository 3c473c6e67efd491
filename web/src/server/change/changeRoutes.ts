import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { limitBody, parseJsonBody } from '../api/parseJsonBody.ts'
import { readChangeLines, readChangeSubmit, type ChangeFieldErrors } from './changeBody.ts'
import { invalid, type Answered } from './changeAnswers.ts'
import type { ChangeService } from './changeService.ts'

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

const answer = (c: Context, answered: Answered<unknown>) =>
  c.json('body' in answered ? answered.body : notFound, answered.status as ContentfulStatusCode)

/**
 * Final numbers' routes on the quote API (decision 0033), under its `no-store`, `noindex` and per-address
 * read limit: `GET /api/quote/{token}/change` (the offer), `POST …/change/preview` (the figures),
 * `POST …/change` (sent: applied, sent to staff, or a payment page) and `POST …/change/pay` (that payment
 * page again), both counted as payments.
 */
export function mountChangeRoutes(app: Hono, { service, token, paymentsLimit, clientKey }: ChangeRoutesOptions) {
  /** A POST's body read by `read` for the quote `token` names: 404, 415, 400 or the service's answer. */
  const posted =
    <T>(
      read: (body: unknown) => T | ChangeFieldErrors,
      serve: (token: string, input: T, c: Context) => Promise<Answered<unknown>>,
    ) =>
    async (c: Context) => {
      const value = c.req.param('token') ?? ''
      if (!token.test(value)) return c.json(notFound, 404)
      const parsed = await parseJsonBody(c)
      if (!parsed.ok) return parsed.response
      const input = read(parsed.body)
      if (input && typeof input === 'object' && 'fields' in input) return answer(c, invalid(input as ChangeFieldErrors))
      return answer(c, await serve(value, input as T, c))
    }

  app.get('/api/quote/:token/change', async (c) => {
    const value = c.req.param('token')
    if (!token.test(value)) return c.json(notFound, 404)
    return answer(c, await service.offer(value))
  })

  // Back to the payment page of a change waiting for its difference (no body).
  app.post('/api/quote/:token/change/pay', paymentsLimit, limitBody(1024), async (c) => {
    const value = c.req.param('token')
    if (!token.test(value)) return c.json(notFound, 404)
    return answer(c, await service.resume(value))
  })

  app.post(
    '/api/quote/:token/change/preview',
    limitBody(CHANGE_BODY_BYTES),
    posted(readChangeLines, (value, { lines }) => service.preview(value, lines)),
  )

  app.post(
    '/api/quote/:token/change',
    paymentsLimit,
    limitBody(CHANGE_BODY_BYTES),
    posted(readChangeSubmit, (value, change, c) =>
      service.submit(value, change, {
        ip: clientKey(c) || null,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      }),
    ),
  )
}
