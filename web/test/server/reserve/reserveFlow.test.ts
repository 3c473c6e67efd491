import { beforeAll, describe, expect, it } from 'vitest'
import { paymentBySession } from '../../../src/server/data/bookings.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { BACKENDS } from '../data/backends.ts'
import { daysAhead, mailTo, type Booking } from '../booking/bookingApp.ts'
import { bookingOn, reserveForm } from './reserveSupport.ts'

/**
 * Reserve now as the server wires it (bookingFromEnv with availability's counts): `POST /api/reserve`
 * mounted, the webhook's completed session authorising the reservation and its expiry releasing it, the
 * couple's return to /quote/{token} authorising it too, and staff's decision carried out at Stripe by the
 * booking's outbox: a capture settled as a paid deposit, a cancel releasing the card.
 */
describe.each(BACKENDS)('Reserve now through the server (%s)', (_name, open) => {
  const started = bookingOn(open)
  let booking: Booking
  beforeAll(() => {
    booking = started()
  })
  let n = 0

  const service = () => booking.booking.reserve!
  async function stands(date: string) {
    await new Promise((resolve) => setTimeout(resolve, 150))
    const answer = await booking.app.request(`/api/availability?date=${date}`)
    return ((await answer.json()) as { counts: Record<string, { free: number }> }).counts['catering-tableware-17']!.free
  }
  async function reserve(date: string) {
    const answer = await booking.app.request('/api/reserve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(reserveForm(date, `flow${++n}@example.com`)),
    })
    expect(answer.status).toBe(200)
    const { url } = (await answer.json()) as { url: string }
    const sessionId = url.split('/').at(-1)!
    const { rows } = await booking.sql.query<{ recordId: string }>(
      'SELECT record_id AS "recordId" FROM reservations WHERE session_id = $1',
      [sessionId],
    )
    const success = booking.fake.sessions.get(sessionId)!.success_url
    const token = new URL(success).pathname.split('/').at(-1)!
    return { url, sessionId, token, recordId: rows[0]!.recordId, email: `flow${n}@example.com` }
  }
  const view = async (token: string, query = '') =>
    (await (await booking.view(token, query)).json()) as {
      state: string
      reservation?: object
      depositPaidCents: number
    }
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000) {
    const end = Date.now() + ms
    for (;;) {
      const value = await read()
      if (done(value) || Date.now() > end) return value
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  it('serves POST /api/reserve; the webhook authorises it; Confirmed captures and settles the deposit', async () => {
    const date = daysAhead(70)
    const { url, sessionId, token, recordId, email } = await reserve(date)
    const { body } = await booking.pay(url, email)
    const answer = await booking.webhook(body)
    expect(await answer.json()).toMatchObject({ booking: recordId, reserved: 'reserved' })
    expect(await service().reservation(recordId)).toMatchObject({ state: 'reserved' })
    expect(await stands(date)).toBe(2)
    const reserved = await view(token)
    expect(reserved).toMatchObject({
      state: 'reserved',
      dueCents: 0,
      reservation: { windowHours: 48, released: false, heldCents: expect.any(Number) },
      current: { totalCents: 12_000 },
    })
    expect(await service().decide(recordId, 'accept', 'staff')).toBe(true)
    const payment = await until(
      () => paymentBySession(booking.sql, sessionId),
      (p) => p?.state === 'paid',
    )
    expect(payment?.state).toBe('paid')
    const intent = booking.fake.paymentIntents.get(String(booking.fake.sessions.get(sessionId)!.payment_intent))
    expect(intent?.status).toBe('succeeded')
    expect((await createStatusRows(booking.sql).all()).get(Number(recordId))).toBe('Confirmed')
    const [receipt] = await mailTo(booking.smtp, email)
    expect(receipt!.subject).toMatch(/^Booking confirmed/)
    expect(receipt!.text).toContain('Tax invoice')
    expect(await view(token)).toMatchObject({ state: 'confirmed', depositPaidCents: expect.any(Number) })
    expect((await view(token)).depositPaidCents).toBeGreaterThan(0)
    expect(await stands(date)).toBe(2)
  })

  it('the couple’s return authorises it before the webhook; Declined cancels the hold and frees the stock', async () => {
    const date = daysAhead(77)
    const { url, sessionId, token, recordId, email } = await reserve(date)
    await booking.pay(url, email)
    expect(await view(token, `?session_id=${sessionId}`)).toMatchObject({ state: 'reserved' })
    expect(await service().reservation(recordId)).toMatchObject({ state: 'reserved' })
    expect(await service().decide(recordId, 'decline', 'staff')).toBe(true)
    const intentId = String(booking.fake.sessions.get(sessionId)!.payment_intent)
    const intent = await until(
      async () => booking.fake.paymentIntents.get(intentId),
      (i) => i?.status === 'canceled',
    )
    expect(intent?.status).toBe('canceled')
    expect(await stands(date)).toBe(6)
    expect(await view(token)).toMatchObject({ state: 'cancelled', dueCents: 0, reservation: { released: true } })
  })

  it('a session that expires unpaid marks its reservation expired and frees the short hold', async () => {
    const date = daysAhead(84)
    const { sessionId, recordId } = await reserve(date)
    expect(await stands(date)).toBe(2)
    await fetch(`${booking.fake.url}/v1/checkout/sessions/${sessionId}/expire`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_booking' },
    })
    const sent = booking.fake.events.findLast((event) => event.sessionId === sessionId)!
    expect(sent.type).toBe('checkout.session.expired')
    expect((await booking.webhook(sent.body)).status).toBe(200)
    expect(await service().reservation(recordId)).toMatchObject({ state: 'expired' })
    expect(await stands(date)).toBe(6)
  })
})
