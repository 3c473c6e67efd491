import { describe, expect, it } from 'vitest'
import { STAFF } from './bookingApp.ts'
import { booking, quoted, startQuoteBooking } from './quoteCouple.ts'

startQuoteBooking()

describe('POST /api/quote/{token}/accept', () => {
  it('answers 409 with the lines no longer free, charges nothing and tells staff', async () => {
    const { token, email } = await quoted({ Items: 'Crossback Timber Chair x 150 = $1275.00', 'Total Cost': 1275 })
    const before = booking.fake.sessions.size
    const answer = await booking.accept(token)
    expect(answer.status).toBe(409)
    expect(await answer.json()).toEqual({
      error: 'unavailable',
      message: expect.stringContaining('no longer free'),
      lines: ['Crossback Timber Chair x 150 = $1275.00'],
    })
    expect(booking.fake.sessions.size).toBe(before)
    const start = Date.now()
    while (!booking.smtp.to(STAFF).some((mail) => mail.replyTo?.text === email) && Date.now() - start < 10_000)
      await new Promise((resolve) => setTimeout(resolve, 25))
    expect(booking.smtp.to(STAFF).find((mail) => mail.replyTo?.text === email)?.subject).toMatch(/stock short/)
  })
})
