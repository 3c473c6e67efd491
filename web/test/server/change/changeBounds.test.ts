import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changesOf } from '../../../src/server/data/bookingChanges.ts'
import { daysAhead, startBooking, type Booking } from '../booking/bookingApp.ts'
import { CHAIRS, changeRoutes, confirmedOn, SIGNED } from './changeSupport.ts'

/**
 * The bounds of `POST /api/quote/{token}/change` (decision 0033): the quote routes' body size and rate
 * limits (a change sent counts as a payment), 400 with field errors for anything but ids, quantities and
 * the signature, never a 500, and nothing after the event's day.
 */
let booking: Booking
let routes: ReturnType<typeof changeRoutes>
beforeAll(async () => {
  booking = await startBooking({ limits: { readsPerMinute: 10_000, paymentsPerMinute: 20, freshPer15Minutes: 10 } })
  routes = changeRoutes(booking)
}, 60_000)
afterAll(() => booking.close())

const raw = (token: string, body: string, type = 'application/json') =>
  booking.app.request(`/api/quote/${token}/change`, { method: 'POST', headers: { 'Content-Type': type }, body })

describe('POST /api/quote/{token}/change', () => {
  it('answers 400 with field errors for a bad signature or bad lines, stores nothing', async () => {
    const { token, recordId } = await confirmedOn(booking)
    const lines = [{ productId: CHAIRS, quantity: 90 }]
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ lines }, { fullName: expect.any(String), agreeTerms: expect.any(String) }],
      [{ lines, fullName: '   ', agreeTerms: true }, { fullName: expect.any(String) }],
      [{ lines, fullName: 'Ann\u202eLee', agreeTerms: true }, { fullName: expect.any(String) }],
      [{ lines, fullName: 'x'.repeat(121), agreeTerms: true }, { fullName: expect.any(String) }],
      [{ lines, fullName: 'Ann Lee', agreeTerms: 'yes' }, { agreeTerms: expect.any(String) }],
      [{ lines: [{ productId: CHAIRS, quantity: -2 }], ...SIGNED }, { 'lines.0.quantity': expect.any(String) }],
      [{ lines: [{ productId: 'no-such', quantity: 2 }], ...SIGNED }, { 'lines.0.productId': expect.any(String) }],
      [{ lines: [], ...SIGNED }, { lines: 'Change at least one quantity.' }],
      // The costliest body the parser lets through is 200 lines; one more is refused before any read.
      [
        { lines: Array.from({ length: 201 }, (_, n) => ({ productId: `p${n}`, quantity: 1 })), ...SIGNED },
        { lines: 'A change names at most 200 lines.' },
      ],
      [{ lines: [{ productId: CHAIRS, quantity: 80 }], ...SIGNED }, { lines: 'Change at least one quantity.' }],
      [null, { lines: expect.any(String), fullName: expect.any(String), agreeTerms: expect.any(String) }],
    ]
    for (const [body, fields] of cases) {
      const answer = await raw(token, JSON.stringify(body))
      expect({ body, status: answer.status }).toEqual({ body, status: 400 })
      expect(await answer.json()).toEqual({ error: 'invalid', message: expect.any(String), fields })
    }
    expect((await raw(token, 'lines=1', 'application/x-www-form-urlencoded')).status).toBe(415)
    expect((await raw(token, `{"lines":[${'{"productId":"a","quantity":1},'.repeat(2000)}]}`)).status).toBe(413)
    expect(await changesOf(booking.sql, recordId)).toEqual([])
  })

  it('refuses what the policy refuses with each refusal named, and everything on the event’s day', async () => {
    const { token } = await confirmedOn(booking)
    expect(await routes.send(token, [{ productId: CHAIRS, quantity: 0 }])).toEqual({
      status: 409,
      body: { error: 'refused', message: expect.any(String), lines: [expect.stringMatching(/cancels the booking/)] },
    })
    const today = await confirmedOn(booking, { 'Date of event': daysAhead(0) })
    expect(await routes.send(today.token, [{ productId: CHAIRS, quantity: 90 }])).toEqual({
      status: 409,
      body: { error: 'closed', message: 'Your booking can no longer change online: your event is today.', lines: [] },
    })
  })

  it('counts a change sent against the payments’ limit per address', async () => {
    const { token } = await confirmedOn(booking)
    // The file's sends so far count too: the 21st in the minute is refused, whatever came before it.
    const statuses: number[] = []
    while (statuses.length < 21 && statuses.at(-1) !== 429)
      statuses.push((await raw(token, JSON.stringify({ lines: [] }))).status)
    expect(statuses.at(-1)).toBe(429)
    expect(new Set(statuses.slice(0, -1))).toEqual(new Set([400]))
    expect((await booking.app.request(`/api/quote/${token}/change`)).status).toBe(200)
  })
})
