import { describe, expect, it } from 'vitest'
import { acceptAndPay, booking, quoted, setTotal, startQuoteBooking, view } from './quoteCouple.ts'

startQuoteBooking()

describe('amounts Stripe cannot take', () => {
  it('a total of 0: the page says there is nothing to pay; accepting opens no session', async () => {
    const { token } = await quoted({ Items: 'Crossback Timber Chair x 2 = $0.00', 'Total Cost': 0 })
    expect(await view(token)).toMatchObject({ state: 'open', dueCents: 0, current: { totalCents: 0 } })
    const answer = await booking.accept(token)
    expect(answer.status).toBe(409)
    expect(await answer.json()).toEqual({ error: 'nothing_to_pay', message: 'There is nothing to pay on this quote.' })
    expect(booking.fake.sessions.size).toBe(0)
  })

  it('a deposit under A$0.50: settled with staff, no session and no 503', async () => {
    const { token } = await quoted({ Items: 'Crossback Timber Chair x 1 = $1.00', 'Total Cost': 1 })
    expect(await view(token)).toMatchObject({ state: 'open', dueCents: 30 })
    const answer = await booking.accept(token)
    expect(answer.status).toBe(409)
    expect(await answer.json()).toEqual({
      error: 'settled_with_staff',
      message: expect.stringContaining('we will sort the last few cents with you'),
    })
    expect(booking.fake.sessions.size).toBe(0)
  })

  it('a balance under A$0.50: settled with staff, no session and no 503', async () => {
    const { token, recordId, email } = await quoted()
    await booking.webhook((await acceptAndPay(token, email)).body)
    const sessions = booking.fake.sessions.size
    await setTotal(recordId, 240.3)
    expect((await booking.accept(token)).status).toBe(200)
    expect(await view(token)).toMatchObject({ state: 'confirmed', dueCents: 30 })
    const answer = await booking.balance(token)
    expect(answer.status).toBe(409)
    expect(await answer.json()).toMatchObject({ error: 'settled_with_staff' })
    expect(booking.fake.sessions.size).toBe(sessions)
  })
})
