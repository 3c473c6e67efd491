import { describe, expect, it } from 'vitest'
import type { ChangeOffer, ChangePreview } from '../../../src/booking/changeView.ts'
import { formatEventDay } from '../../../src/availability/calendarDay.ts'
import { daysAhead } from '../booking/bookingApp.ts'
import { acceptAndPay, booking, quoted, startQuoteBooking, view } from '../booking/quoteCouple.ts'

startQuoteBooking()

/**
 * Final numbers' offer and figures (decision 0033): `GET /api/quote/{token}/change` and
 * `POST …/change/preview` on a booking whose deposit was paid online (80 crossback chairs at $8.50, as
 * booked, and a delivery line staff typed that names no product), through the server as it is built.
 */
const chairs = 'styling-furniture-2'

async function confirmed(fields: Record<string, unknown> = {}) {
  const couple = await quoted(fields)
  await booking.webhook((await acceptAndPay(couple.token, couple.email)).body)
  return couple
}

const offer = async (token: string) => {
  const answer = await booking.app.request(`/api/quote/${token}/change`)
  return { status: answer.status, body: (await answer.json()) as ChangeOffer }
}

const preview = async (token: string, body: unknown) => {
  const answer = await booking.app.request(`/api/quote/${token}/change/preview`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: answer.status, body: (await answer.json()) as ChangePreview & Record<string, unknown> }
}

describe('GET /api/quote/{token}/change', () => {
  it('offers the lines as booked, their price of one, what is free on the date and what the policy allows', async () => {
    const { token } = await confirmed({
      Message: 'Ceremony at 3pm\n\nEvent plan: 120 guests, 10 per table: 12 tables (round, 1.8 m)',
    })
    const { status, body } = await offer(token)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      open: true,
      lines: [
        {
          key: chairs,
          productId: chairs,
          name: 'Crossback Timber Chair',
          bookedQuantity: 80,
          unitCents: 850,
          free: 100,
          allowance: { increase: 'at-once', reduce: 'free', feePercent: 0 },
        },
      ],
      plan: { guests: 120, perTable: 10, tables: 'round-1.8' },
      termsVersion: '2026-11-01',
      keptLines: ['Delivery: Toowoomba x 1 = $120.00'],
    })
    expect(body.open && body.lines[0]!.allowance.words).toMatch(/^Add more until \w+day \d+ \w+ \d{4} if it is free/)
    expect((await view(token)).change).toEqual({ offered: true, applied: [] })
  })

  it('counts the pieces other bookings hold on the date, never the booking’s own', async () => {
    const { token, eventDate } = await confirmed()
    await confirmed({ 'Date of event': eventDate, Items: 'Crossback Timber Chair x 15 = $150.00', 'Total Cost': 150 })
    const { body } = await offer(token)
    expect(body.open && body.lines[0]!.free).toBe(85)
  })

  it('offers nothing before the deposit is paid, nor on the event’s day', async () => {
    const open = await quoted()
    expect(await offer(open.token)).toEqual({
      status: 200,
      body: { open: false, reason: 'Your booking can change online once its deposit is paid.' },
    })
    expect((await view(open.token)).change).toBeUndefined()
    const today = await confirmed({ 'Date of event': daysAhead(0) })
    expect((await offer(today.token)).body).toEqual({
      open: false,
      reason: 'Your booking can no longer change online: your event is today.',
    })
    expect((await view(today.token)).change).toEqual({ offered: false, applied: [] })
    expect((await preview(today.token, { lines: [{ productId: chairs, quantity: 90 }] })).body).toMatchObject({
      error: 'closed',
      lines: [],
    })
  })

  it('answers 404 for a token that names no quote', async () => {
    expect((await offer('bm90LmEucXVvdGU.c2lnbmF0dXJl')).status).toBe(404)
  })
})

describe('POST /api/quote/{token}/change/preview', () => {
  it('prices an increase at the booking’s own price of one, applied at once while free', async () => {
    const { token } = await confirmed()
    const { status, body } = await preview(token, { lines: [{ productId: chairs, quantity: 90 }] })
    expect(status).toBe(200)
    expect(body).toEqual({
      lines: [{ key: chairs, name: 'Crossback Timber Chair', from: 80, to: 90, unitCents: 850, feeCents: 0 }],
      beforeCents: 800_00,
      afterCents: 885_00,
      feesKeptCents: 0,
      paidCents: 240_00,
      differenceCents: 645_00,
      applies: 'at-once',
      short: [],
      refused: [],
    })
  })

  it('prices a product not yet booked at the catalogue’s price, a size named by its variant', async () => {
    const { token } = await confirmed()
    const { body } = await preview(token, {
      lines: [
        { productId: 'styling-furniture-1', quantity: 10 },
        { productId: 'decor-1', variantKey: 'v2', quantity: 4 },
      ],
    })
    expect(body.lines).toEqual([
      { key: 'styling-furniture-1', name: 'Black Bentwood Chair', from: 0, to: 10, unitCents: 900, feeCents: 0 },
      { key: 'decor-1:v2', name: 'Brass Five-Arm Candelabra (80 cm)', from: 0, to: 4, unitCents: 3000, feeCents: 0 },
    ])
    expect(body.afterCents).toBe(800_00 + 90_00 + 120_00)
  })

  it('names the lines short on the date; a reduction waits for staff', async () => {
    const { token, eventDate } = await confirmed()
    const short = await preview(token, { lines: [{ productId: chairs, quantity: 120 }] })
    expect(short.body.short).toEqual([`Crossback Timber Chair: 100 free on ${formatEventDay(eventDate)}`])
    const fewer = await preview(token, { lines: [{ productId: chairs, quantity: 60 }] })
    expect(fewer.body).toMatchObject({ applies: 'with-staff', afterCents: 630_00, short: [], refused: [] })
  })

  it('answers 400 with field errors for bad bodies, never a 500', async () => {
    const { token } = await confirmed()
    const cases: Array<[unknown, Record<string, string>]> = [
      [{}, { lines: expect.any(String) }],
      [{ lines: 'all of them' }, { lines: expect.any(String) }],
      [
        { lines: Array.from({ length: 201 }, () => ({ productId: chairs, quantity: 1 })) },
        { lines: expect.any(String) },
      ],
      [{ lines: [{ productId: chairs, quantity: -1 }] }, { 'lines.0.quantity': expect.any(String) }],
      [{ lines: [{ productId: chairs, quantity: 1000 }] }, { 'lines.0.quantity': expect.any(String) }],
      [{ lines: [{ productId: chairs, quantity: 2.5 }] }, { 'lines.0.quantity': expect.any(String) }],
      [{ lines: [{ productId: chairs, quantity: '9' }] }, { 'lines.0.quantity': expect.any(String) }],
      [{ lines: [{ productId: '', quantity: 1 }] }, { 'lines.0.productId': expect.any(String) }],
      [{ lines: [{ productId: chairs, quantity: 1, unitCents: 1 }] }, { 'lines.0': expect.any(String) }],
      [
        { lines: [{ productId: 'no-such-thing', quantity: 1 }] },
        { 'lines.0.productId': 'This is not in our hire range.' },
      ],
      [{ lines: [{ productId: 'decor-1', quantity: 1 }] }, { 'lines.0.variantKey': expect.any(String) }],
      [
        { lines: [{ productId: 'decor-1', variantKey: 'v9', quantity: 1 }] },
        { 'lines.0.productId': expect.any(String) },
      ],
      [
        {
          lines: [
            { productId: chairs, quantity: 1 },
            { productId: chairs, quantity: 2 },
          ],
        },
        { 'lines.1': expect.any(String) },
      ],
    ]
    for (const [body, fields] of cases) {
      const answer = await preview(token, body)
      expect({ body, status: answer.status }).toEqual({ body, status: 400 })
      expect(answer.body).toEqual({ error: 'invalid', message: expect.any(String), fields })
    }
    expect((await preview(token, '{"lines": [')).status).toBe(400)
  })
})
