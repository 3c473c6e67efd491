import { Hono, type Context } from 'hono'
import { fullNameProblem, signedName } from '../../booking/signature.ts'
import { limitBody, parseJsonBody } from '../api/parseJsonBody.ts'
import { rateLimit } from '../limits/rateLimit.ts'
import { mountChangeRoutes } from '../change/changeRoutes.ts'
import type { ChangeService } from '../change/changeService.ts'
import type { QuoteService, Refusal } from './quoteService.ts'

/** Per address: page loads (a token-guessing burst stops here), payments opened, fresh-quote requests. */
export const QUOTE_LIMITS = { readsPerMinute: 60, paymentsPerMinute: 10, freshPer15Minutes: 5 }

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/
const TOKEN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{1,100}$/

const refuse = (c: Context, retryAfter: number) =>
  c.json(
    { error: 'rate_limited', message: 'Too many requests. Please wait a few minutes and try again.', retryAfter },
    429,
  )

const notFound = (c: Context) => c.json({ error: 'not_found', message: 'There is no quote at this address.' }, 404)

const answerRefusal = (c: Context, refusal: Refusal) =>
  refusal.status === 404 ? notFound(c) : c.json(refusal.body, refusal.status)

/** The accept form's fields: 400 with a message per field, as the form API answers. */
export function readAcceptance(body: unknown): { fullName: string } | { fields: Record<string, string> } {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const fields: Record<string, string> = {}
  const problem = fullNameProblem(input.fullName)
  if (problem) fields.fullName = problem
  if (input.agreeTerms !== true) fields.agreeTerms = 'Agree to the hire terms to accept the quote.'
  return Object.keys(fields).length ? { fields } : { fullName: signedName(input.fullName as string) }
}

export type QuoteRoutesOptions = {
  service: QuoteService
  limits?: typeof QUOTE_LIMITS
  clientKey: (c: Context) => string
  /** Settles a returning couple's session (`?session_id=`) before the page is read: the store's success-page rule. */
  settleReturn: (recordToken: string, sessionId: string) => Promise<void>
  airtable: boolean
  /** Final numbers (decision 0033): the change routes of a confirmed booking. */
  change?: ChangeService
}

/**
 * What the quote page shows for `token` (the API's GET and the server's render of /quote/{token}): a couple
 * back from Stripe with `sessionId` has that session settled first, so the page already says what they paid.
 */
export function readQuotePage({ service, settleReturn }: Pick<QuoteRoutesOptions, 'service' | 'settleReturn'>) {
  return async (token: string, sessionId?: string) => {
    if (!TOKEN.test(token)) return { status: 404 } as const
    if (sessionId && SESSION_ID.test(sessionId)) await settleReturn(token, sessionId).catch(() => {})
    return service.load(token)
  }
}

/**
 * The quote API (decision 0026): `GET /api/quote/{token}` (the page's state), `POST …/accept`,
 * `…/balance` and `…/fresh`, and Final numbers' `…/change` routes (decision 0033). Every answer is `no-store` and `noindex`: a quote is one couple's.
 */
export function createQuoteRoutes({
  service,
  clientKey,
  settleReturn,
  airtable,
  change,
  limits = QUOTE_LIMITS,
}: QuoteRoutesOptions) {
  const app = new Hono()
  const read = readQuotePage({ service, settleReturn })
  app.use('/api/quote/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    c.header('X-Robots-Tag', 'noindex')
  })
  app.use('/api/quote/*', rateLimit({ limit: limits.readsPerMinute, windowMs: 60_000, clientKey, refuse }))
  for (const action of ['accept', 'balance'])
    app.use(
      `/api/quote/:token/${action}`,
      rateLimit({ limit: limits.paymentsPerMinute, windowMs: 60_000, clientKey, refuse }),
    )
  app.use(
    '/api/quote/:token/fresh',
    rateLimit({ limit: limits.freshPer15Minutes, windowMs: 15 * 60_000, clientKey, refuse }),
  )

  if (change)
    mountChangeRoutes(app, {
      service: change,
      token: TOKEN,
      clientKey,
      paymentsLimit: rateLimit({ limit: limits.paymentsPerMinute, windowMs: 60_000, clientKey, refuse }),
    })

  app.get('/api/quote/:token', async (c) => {
    const loaded = await read(c.req.param('token'), c.req.query('session_id'))
    return 'view' in loaded ? c.json(loaded.view) : answerRefusal(c, loaded)
  })

  app.post('/api/quote/:token/accept', limitBody(4 * 1024), async (c) => {
    const token = c.req.param('token')
    if (!TOKEN.test(token)) return notFound(c)
    const parsed = await parseJsonBody(c)
    if (!parsed.ok) return parsed.response
    const input = readAcceptance(parsed.body)
    if ('fields' in input) return c.json({ error: 'invalid', fields: input.fields }, 400)
    const answer = await service.accept(
      token,
      {
        fullName: input.fullName,
        ip: clientKey(c) || null,
        userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
      },
      airtable,
    )
    return 'url' in answer ? c.json(answer) : answerRefusal(c, answer)
  })

  app.post('/api/quote/:token/balance', limitBody(1024), async (c) => {
    const token = c.req.param('token')
    if (!TOKEN.test(token)) return notFound(c)
    const answer = await service.balance(token)
    return 'url' in answer ? c.json(answer) : answerRefusal(c, answer)
  })

  app.post('/api/quote/:token/fresh', limitBody(1024), async (c) => {
    const token = c.req.param('token')
    if (!TOKEN.test(token)) return notFound(c)
    const answer = await service.fresh(token)
    return answer.status === 202 ? c.json({ received: true }, 202) : answerRefusal(c, answer)
  })
  return app
}
