import { describe, expect, it } from 'vitest'
import { acceptances } from '../../../src/server/data/bookings.ts'
import { paymentBySession } from '../../../src/server/data/bookingPayments.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { daysAhead, mailTo, SITE, STAFF, stripeSignature } from './bookingApp.ts'
import { acceptAndPay, booking, quoted, startQuoteBooking, view } from './quoteCouple.ts'

startQuoteBooking()

describe('paying the deposit and the balance', () => {
  it('confirms on the webhook: payment stored, evidence kept, receipt and staff notice sent, the stock held', async () => {
    const date = daysAhead(1000)
    const freeBefore = async () =>
      (
        (await (await booking.app.request(`/api/availability?date=${date}`)).json()) as {
          counts: Record<string, { free: number }>
        }
      ).counts['styling-furniture-2']!.free
    const before = await freeBefore()
    const { token, recordId, email } = await quoted({ 'Date of event': date })
    const { body, sessionId } = await acceptAndPay(token, email)
    const answer = await booking.webhook(body)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ settled: 'paid', booking: recordId })
    expect(await view(token)).toMatchObject({
      state: 'confirmed',
      depositPaidCents: 240_00,
      dueCents: 560_00,
      accepted: { by: 'Charlotte Nguyen', totalCents: 800_00, termsVersion: '2026-11-01' },
    })
    const [evidence] = await acceptances(booking.sql, recordId)
    expect(evidence).toMatchObject({
      fullName: 'Charlotte Nguyen',
      userAgent: 'vitest couple',
      ip: 'one-couple',
      stands: true,
    })
    expect((await paymentBySession(booking.sql, sessionId))?.state).toBe('paid')
    const [receipt] = await mailTo(booking.smtp, email)
    expect(receipt!.subject).toMatch(/^Booking confirmed/)
    expect(receipt!.text).toContain('Tax invoice')
    expect(receipt!.text).toContain('$240.00')
    expect(receipt!.text).toContain(`${SITE}/quote/${token}`)
    expect((await createStatusRows(booking.sql).all()).get(Number(recordId))).toBe('Confirmed')
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await freeBefore()).toBe(before - 80)
  })

  it('settles a replayed event once and refuses a forged one', async () => {
    const { token, email } = await quoted()
    const { body } = await acceptAndPay(token, email)
    const answers = await Promise.all([booking.webhook(body), booking.webhook(body)])
    const settled = await Promise.all(answers.map(async (a) => ((await a.json()) as { settled: string }).settled))
    expect(settled.sort()).toEqual(['already', 'paid'])
    expect(((await (await booking.webhook(body)).json()) as { settled: string }).settled).toBe('already')
    expect((await booking.webhook(body, stripeSignature(body, 'whsec_forged'))).status).toBe(400)
    const forged = body.replace('"amount_total":24000', '"amount_total":1')
    expect((await booking.webhook(forged, stripeSignature(body, 'whsec_booking_test'))).status).toBe(400)
    await mailTo(booking.smtp, email)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(booking.smtp.to(email)).toHaveLength(1)
  })

  it('refunds a second deposit that still arrives, and tells staff', async () => {
    const { token, recordId, email } = await quoted()
    const first = await acceptAndPay(token, email)
    // The first was paid at Stripe but its webhook has not come: the second tab cannot expire it.
    const second = await acceptAndPay(token, email)
    expect(((await (await booking.webhook(first.body)).json()) as { settled: string }).settled).toBe('paid')
    expect(((await (await booking.webhook(second.body)).json()) as { settled: string }).settled).toBe('second-deposit')
    const start = Date.now()
    while (!booking.fake.events.some((e) => e.type === 'charge.refunded' && e.sessionId === second.sessionId)) {
      if (Date.now() - start > 10_000) throw new Error('no refund')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect((await paymentBySession(booking.sql, second.sessionId))?.state).toBe('refunded')
    expect(await view(token)).toMatchObject({ state: 'confirmed', depositPaidCents: 240_00 })
    const notice = async () =>
      booking.smtp
        .to(STAFF)
        .find((mail) => mail.subject?.startsWith('Second deposit refunded') && mail.text?.includes(recordId))
    while (!(await notice()) && Date.now() - start < 10_000) await new Promise((resolve) => setTimeout(resolve, 25))
    expect(await notice()).toBeDefined()
  })

  it('settles on the couple’s return before the webhook comes, once', async () => {
    const { token, email } = await quoted()
    const { sessionId, body } = await acceptAndPay(token, email)
    expect((await view(token, `?paid=deposit&session_id=${sessionId}`)).state).toBe('confirmed')
    expect(((await (await booking.webhook(body)).json()) as { settled: string }).settled).toBe('already')
  })
})
