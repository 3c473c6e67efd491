import { describe, expect, it } from 'vitest'
import { BACKENDS } from '../data/backends.ts'
import { daysAhead } from '../booking/bookingApp.ts'
import { bookingOn, reserveForm } from './reserveSupport.ts'

/**
 * The costliest public request of Reserve now, `POST /api/reserve` (a CMS read, a stock check under the
 * holds' lock and a Stripe call), is bounded before any of that: 16 KB of body, then 10 a minute per
 * address (reserveRoutes.ts).
 */
const poster = (started: ReturnType<typeof bookingOn>) => (body: string) =>
  started().app.request('/api/reserve', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })

describe('POST /api/reserve: the body', () => {
  const post = poster(bookingOn(BACKENDS[0]![1]))

  it('refuses a body over 16 KB with 413, before reading it as a reservation', async () => {
    const body = JSON.stringify({ ...reserveForm(daysAhead(60), 'big@example.com'), padding: 'x'.repeat(17_000) })
    expect((await post(body)).status).toBe(413)
  })
})

describe('POST /api/reserve: the rate', () => {
  const post = poster(bookingOn(BACKENDS[0]![1]))

  it('answers 429 past 10 requests a minute from one client', async () => {
    const invalid = JSON.stringify({ fullName: '' })
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await post(invalid)).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})
