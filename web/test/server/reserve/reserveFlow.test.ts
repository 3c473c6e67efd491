import { beforeAll, describe, expect, it } from 'vitest'
import { paymentBySession } from '../../../src/server/data/bookingPayments.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { BACKENDS } from '../data/backends.ts'
import { daysAhead, mailTo, STAFF, type Booking } from '../booking/bookingApp.ts'
import { runReserveCommand } from '../../../src/server/cli/reserveCommand.ts'
import { reservationRound } from '../../../src/server/reserve/reserveWatch.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { bookingOn, reserveThrough } from './reserveSupport.ts'

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
  const reserve = (date: string) => reserveThrough(booking, date, `flow${++n}@example.com`)
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
    const [hold] = await mailTo(booking.smtp, email)
    expect(hold!.subject).toMatch(/^Reserved: our team confirms within 48 hours/)
    expect(hold!.text).toContain('Deposit held on your card')
    expect(hold!.text).toContain('not charged')
    expect(hold!.text).toContain(`/quote/${token}`)
    const toAccept = await until(
      async () => booking.smtp.to(STAFF).find((mail) => mail.replyTo?.text?.includes(email)),
      Boolean,
    )
    expect(toAccept!.subject).toMatch(/^New reservation to accept: Charlotte Nguyen/)
    expect(toAccept!.text).toContain('Deposit held')
    expect(toAccept!.text).toContain('Decide by')
    expect(toAccept!.text).toContain('If nobody answers by')
    expect(toAccept!.text).toContain(`pnpm inquiries accept ${recordId}`)
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
    const receipt = (await mailTo(booking.smtp, email, 2))[1]
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
    const declined = (await mailTo(booking.smtp, email, 2))[1]!
    expect(declined.text).toContain('Nothing was charged; the hold on your card is released')
    expect(declined.text).toContain('/equipment-hire-inquiry')
    expect((await createStatusRows(booking.sql).all()).get(Number(recordId))).toBe('Declined')
  })

  const round = () => reservationRound({ deps: booking.booking.flow, stripe: stripeFromEnv(booking.env)! })()

  it('the round declines a reservation whose card hold lapsed at Stripe, and tells staff', async () => {
    const { url, recordId, email } = await reserve(daysAhead(91))
    await booking.webhook((await booking.pay(url, email)).body)
    expect(await round()).not.toContainEqual(expect.objectContaining({ recordId }))
    await fetch(`${booking.fake.url}/__clock/advance?seconds=${7 * 86_400}`, { method: 'POST' })
    expect(await round()).toContainEqual({ recordId, action: 'decline', why: 'lapsed' })
    expect(await service().reservation(recordId)).toMatchObject({ state: 'cancelling' })
    const told = await until(
      async () => booking.smtp.to(STAFF).find((mail) => mail.subject?.startsWith('Reservation declined')),
      Boolean,
    )
    expect(told!.text).toContain('lapsed')
    expect((await mailTo(booking.smtp, email, 2))[1]!.text).toContain('Nothing was charged')
  })

  it('the round gives a passed window the CMS action (accept) and tells staff; the deposit is taken', async () => {
    const { url, sessionId, recordId, email } = await reserve(daysAhead(98))
    await booking.webhook((await booking.pay(url, email)).body)
    await booking.sql.query('UPDATE reservations SET reserved_at = reserved_at - 49 * 3600000 WHERE record_id = $1', [
      recordId,
    ])
    expect(await round()).toContainEqual({ recordId, action: 'accept', why: 'window' })
    expect(
      (
        await until(
          () => paymentBySession(booking.sql, sessionId),
          (p) => p?.state === 'paid',
        )
      )?.state,
    ).toBe('paid')
    const told = await until(
      async () =>
        booking.smtp
          .to(STAFF)
          .find((mail) => mail.subject?.startsWith('Reservation accepted') && mail.replyTo?.text?.includes(email)),
      Boolean,
    )
    expect(told!.text).toContain('Nobody decided within 48 hours')
  })

  it('pnpm inquiries accept|decline decide once; a second decision changes nothing', async () => {
    const { url, recordId, email } = await reserve(daysAhead(105))
    await booking.webhook((await booking.pay(url, email)).body)
    expect(await runReserveCommand(['decline', recordId], booking.booking.flow)).toMatchObject({ code: 0 })
    expect(await runReserveCommand(['accept', recordId], booking.booking.flow)).toEqual({ code: 1 })
    expect(await runReserveCommand(['accept', '999999'], booking.booking.flow)).toEqual({ code: 1 })
    expect(await runReserveCommand(['retry', recordId], booking.booking.flow)).toBeNull()
    expect(await service().reservation(recordId)).toMatchObject({
      state: 'cancelling',
      decidedBy: 'staff: pnpm inquiries decline',
    })
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
