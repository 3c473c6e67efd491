import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { rateLimit, REFUSAL_HOLD } from '../../src/server/limits/rateLimit.ts'

/**
 * A refusal past a rate limit is held a second before it is sent (limits/rateLimit.ts), so a script
 * asking again the moment it is refused sends a few requests a second, not thousands; past
 * REFUSAL_HOLD.maxHeld held at once, refusals are sent at once, so holding them costs bounded memory.
 */
function app() {
  const hono = new Hono()
  hono.use(
    rateLimit({
      limit: 1,
      windowMs: 60_000,
      clientKey: () => 'one client',
      refuse: (c) => c.json({ error: 'rate_limited' }, 429),
    }),
  )
  hono.get('/', (c) => c.text('ok'))
  return hono
}

describe('a refusal is held before it is sent', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers the request over the limit only after the hold', async () => {
    const hono = app()
    expect((await hono.request('/')).status).toBe(200)
    let answered: Response | undefined
    const refused = Promise.resolve(hono.request('/')).then((response) => (answered = response))
    await vi.advanceTimersByTimeAsync(REFUSAL_HOLD.ms - 10)
    expect(answered).toBeUndefined()
    await vi.advanceTimersByTimeAsync(10)
    await refused
    expect(answered?.status).toBe(429)
    expect(answered?.headers.get('retry-after')).toBe('60')
  })

  it(`holds at most ${REFUSAL_HOLD.maxHeld} at once: the rest are answered at once`, async () => {
    const hono = app()
    await hono.request('/')
    const answered: number[] = []
    const requests = Array.from({ length: REFUSAL_HOLD.maxHeld + 20 }, () =>
      Promise.resolve(hono.request('/')).then((response) => answered.push(response.status)),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(answered).toHaveLength(20)
    await vi.advanceTimersByTimeAsync(REFUSAL_HOLD.ms)
    await Promise.all(requests)
    expect(answered).toHaveLength(REFUSAL_HOLD.maxHeld + 20)
    expect(new Set(answered)).toEqual(new Set([429]))
  })
})
