import { describe, expect, it } from 'vitest'
import { setValidUntil } from '../../../src/server/data/bookings.ts'
import { paymentBySession } from '../../../src/server/data/bookingPayments.ts'
import { BOOKING_TABLES } from '../../../src/server/booking/bookingTables.ts'
import { daysAhead } from './bookingApp.ts'
import { acceptAndPay, booking, quoted, startQuoteBooking, view } from './quoteCouple.ts'

startQuoteBooking()

describe('POST /api/quote/{token}/accept', () => {
  it('takes nothing after the quote expired (410), and asks staff for a fresh one once', async () => {
    const { token, email } = await quoted({}, daysAhead(-1))
    expect(await view(token)).toMatchObject({ state: 'expired', validUntil: daysAhead(-1) })
    const before = booking.fake.sessions.size
    const answer = await booking.accept(token)
    expect(answer.status).toBe(410)
    expect(((await answer.json()) as { message: string }).message).toMatch(/^This quote expired on /)
    expect(booking.fake.sessions.size).toBe(before)
    expect((await booking.fresh(token)).status).toBe(202)
    expect((await booking.fresh(token)).status).toBe(202)
    // One request for staff however often it is asked; the quote flow's targets deliver it (freshQuote.ts).
    const rows = (await booking.booking.outbox.store.list(1000)).filter(
      (row) => row.table === BOOKING_TABLES.freshRequests && row.fields.Email === email,
    )
    expect(rows.map((row) => row.fields['Expired On'])).toEqual([daysAhead(-1)])
    expect((await booking.fresh((await quoted()).token)).status).toBe(409)
  })
})

describe('paying the deposit and the balance', () => {
  it('settles a payment whose session was opened before the quote expired', async () => {
    const { token, recordId, email } = await quoted()
    const { body } = await acceptAndPay(token, email)
    await setValidUntil(booking.sql, recordId, daysAhead(-1))
    expect((await view(token)).state).toBe('expired')
    expect(((await (await booking.webhook(body)).json()) as { settled: string }).settled).toBe('paid')
    expect((await view(token)).state).toBe('confirmed')
  })

  it('marks a session Stripe expired (checkout.session.expired), and leaves a store session to the store', async () => {
    const { token } = await quoted()
    const { url } = (await (await booking.accept(token)).json()) as { url: string }
    const session = { ...booking.fake.sessions.get(url.split('/').at(-1)!)!, status: 'expired' }
    const event = (object: object) =>
      JSON.stringify({ id: `evt_${Date.now()}`, object: 'event', type: 'checkout.session.expired', data: { object } })
    const answer = await booking.webhook(event(session))
    expect(await answer.json()).toMatchObject({ expired: true })
    expect((await paymentBySession(booking.sql, session.id))?.state).toBe('expired')
    const store = await booking.webhook(event({ ...session, id: 'cs_test_store', metadata: { storeProduct: 'x' } }))
    expect(await store.json()).toEqual({ received: true, ignored: 'checkout.session.expired' })
  })
})
