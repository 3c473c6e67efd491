import { describe, expect, it } from 'vitest'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { quoteTokens } from '../../../src/server/data/quoteToken.ts'
import { daysAhead, SECRET_KEY } from './bookingApp.ts'
import { booking, couples, quoted, startQuoteBooking, view } from './quoteCouple.ts'

startQuoteBooking()

describe('GET /api/quote/{token}', () => {
  it('answers the quote as staff left it: lines, total, 30 % deposit, the balance and its due day; no-store, noindex', async () => {
    const { token, eventDate } = await quoted()
    const answer = await booking.view(token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-robots-tag')).toBe('noindex')
    expect(await answer.json()).toMatchObject({
      state: 'open',
      name: 'Charlotte Nguyen',
      eventDate,
      venue: 'Gabbinbar Homestead, Toowoomba',
      postcode: '4350',
      validUntil: daysAhead(14),
      inBalanceWindow: false,
      current: {
        lines: [
          { text: 'Crossback Timber Chair x 80 = $680.00', cents: 680_00 },
          { text: 'Delivery: Toowoomba x 1 = $120.00', cents: 120_00 },
        ],
        totalCents: 800_00,
        depositCents: 240_00,
        depositPercent: 30,
        balanceCents: 560_00,
        balanceDueDate: daysAhead(40 + couples * 30 - 14),
      },
      changed: false,
      depositPaidCents: 0,
      dueCents: 240_00,
      termsVersion: '2026-11-01',
    })
  })

  it('answers 404 for a tampered token, a token of another key, and a request not quoted', async () => {
    const { token, recordId } = await quoted()
    expect((await booking.view(`${token.slice(0, -2)}xx`)).status).toBe(404)
    expect((await booking.view(quoteTokens('sk_test_other').issue(recordId, 'a'.repeat(24)))).status).toBe(404)
    expect((await booking.view(quoteTokens(SECRET_KEY).issue(recordId, 'b'.repeat(24)))).status).toBe(404)
    expect((await booking.view('not-a-token')).status).toBe(404)
    await createStatusRows(booking.sql).set(Number(recordId), 'New')
    expect((await booking.view(token)).status).toBe(404)
  })

  it('asks for the whole total inside the balance window', async () => {
    const { token } = await quoted({ 'Date of event': daysAhead(10) }, daysAhead(5))
    expect(await view(token)).toMatchObject({
      inBalanceWindow: true,
      current: { depositCents: 800_00, balanceCents: 0 },
    })
  })
})
