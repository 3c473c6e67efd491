import { Hono, type Context } from 'hono'
import { checkAvailabilityDate } from '../../availability/calendarDay.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { rateLimit } from '../api/rateLimit.ts'
import type { AvailabilityAnswer } from './availabilityService.ts'

export type AvailabilityRouteOptions = {
  answer: (date: string) => Promise<AvailabilityAnswer>
  /** Requests per client per minute: a visitor changing dates now and then, far below a scraper. */
  ratePerMinute: number
  clientKey: (c: Context) => string
  today?: () => string
}

const refuse = (c: Context, retryAfter: number) =>
  c.json({ error: 'rate_limited', message: 'Too many availability checks. Please wait a minute.', retryAfter }, 429)

/**
 * GET /api/availability?date=YYYY-MM-DD: how many of each piece are free that day, for every product
 * at once (decision 0018). Counts only; one date per request, validated before any work; answered from
 * the shared snapshot, so a request costs a map lookup, or one computation per date per snapshot.
 */
export function createAvailabilityRoute({
  answer,
  ratePerMinute,
  clientKey,
  today = () => businessToday(),
}: AvailabilityRouteOptions) {
  const app = new Hono()
  app.get('/api/availability', rateLimit({ limit: ratePerMinute, windowMs: 60_000, clientKey, refuse }), async (c) => {
    const dates = c.req.queries('date') ?? []
    const date = dates[0] ?? ''
    const check =
      dates.length === 1
        ? checkAvailabilityDate(date, today())
        : { ok: false as const, message: 'Give one date, as YYYY-MM-DD.' }
    if (!check.ok)
      return c.json({ error: 'invalid', message: 'Please check the date.', fieldErrors: { date: check.message } }, 400)
    c.header('Cache-Control', 'private, no-cache')
    return c.json(await answer(date))
  })
  return app
}
