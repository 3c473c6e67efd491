import { describe, expect, it } from 'vitest'
import { paymentBySession } from '../../../src/server/data/bookingPayments.ts'
import { daysAhead, SITE } from './bookingApp.ts'
import { booking, quoted, setTotal, startQuoteBooking, view } from './quoteCouple.ts'

startQuoteBooking()

describe('POST /api/quote/{token}/accept', () => {
  it('refuses a missing or long name and unticked terms with 400 field errors, and no JSON with 415', async () => {
    const { token } = await quoted()
    const errors = async (body: unknown) => (await (await booking.accept(token, body)).json()) as { fields: object }
    expect((await booking.accept(token, {})).status).toBe(400)
    expect((await errors({})).fields).toEqual({ fullName: expect.any(String), agreeTerms: expect.any(String) })
    expect((await errors({ fullName: 'x'.repeat(121), agreeTerms: true })).fields).toEqual({
      fullName: expect.stringContaining('120'),
    })
    expect((await errors({ fullName: 'Charlotte', agreeTerms: 'yes' })).fields).toEqual({
      agreeTerms: expect.any(String),
    })
    const text = await booking.app.request(`/api/quote/${token}/accept`, { method: 'POST', body: 'fullName=x' })
    expect(text.status).toBe(415)
    expect(booking.fake.sessions.size).toBe(0)
  })

  it('opens a Checkout Session in AUD for the deposit, the record in its metadata, ending with the quote at the latest', async () => {
    const { token, recordId } = await quoted({}, daysAhead(0))
    const answer = await booking.accept(token)
    expect(answer.status).toBe(200)
    const { url } = (await answer.json()) as { url: string }
    const session = booking.fake.sessions.get(url.split('/').at(-1)!)!
    expect(session).toMatchObject({
      amount_total: 240_00,
      currency: 'aud',
      customer_email: expect.stringContaining('@example.com'),
      metadata: { booking: recordId, bookingKind: 'deposit' },
      success_url: `${SITE}/quote/${token}?paid=deposit&session_id=${session.id}`,
    })
    // Today is the last valid day: the session ends at midnight Brisbane time, or in 31 minutes if that is later.
    const midnight = Date.parse(`${daysAhead(1)}T00:00:00+10:00`) / 1000
    expect(session.expires_at).toBeLessThanOrEqual(Math.max(midnight, Date.now() / 1000 + 32 * 60))
  })

  it('reads the amount again when the session is made: a total changed after the page was shown is charged', async () => {
    const { token, recordId } = await quoted()
    expect((await view(token)).current.depositCents).toBe(240_00)
    await setTotal(recordId, 1000)
    const { url } = (await (await booking.accept(token)).json()) as { url: string }
    expect(booking.fake.sessions.get(url.split('/').at(-1)!)?.amount_total).toBe(300_00)
  })

  it('keeps one deposit session open: a second tab expires the first at Stripe', async () => {
    const { token } = await quoted()
    const first = (await (await booking.accept(token)).json()) as { url: string }
    const second = (await (await booking.accept(token)).json()) as { url: string }
    const [a, b] = [first.url, second.url].map((url) => url.split('/').at(-1)!)
    expect(booking.fake.sessions.get(a!)?.status).toBe('expired')
    expect(booking.fake.sessions.get(b!)?.status).toBe('open')
    expect((await paymentBySession(booking.sql, a!))?.state).toBe('expired')
  })
})
