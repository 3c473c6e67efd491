import { Hono, type Context } from 'hono'
import { checkAvailabilityDate } from '../../availability/calendarDay.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { rateLimit } from '../limits/rateLimit.ts'
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
 * The answer says how much longer it holds (`freshForMs`, and Cache-Control's max-age), so the
 * browser shows a confirmation within AVAILABILITY_MAX_AGE_MS of the read that finds it.
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
    const result = await answer(date)
    // Whole seconds, rounded down: no cache may keep an answer past the snapshot it came from.
    c.header('Cache-Control', `private, max-age=${Math.floor(result.freshForMs / 1000)}`)
    return c.json(result)
  })
  return app
}
