import { beforeAll, describe, expect, it } from 'vitest'
import { runChangeCommand } from '../../../src/server/cli/changeCommand.ts'
import { changeRound } from '../../../src/server/change/changeRound.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { settlesOf } from '../../../src/server/change/changeSubmit.ts'
import { changesOf } from '../../../src/server/data/bookingChanges.ts'
import { acceptances, payments } from '../../../src/server/data/bookings.ts'
import { BACKENDS } from '../data/backends.ts'
import { type Booking } from '../booking/bookingApp.ts'
import { bookingOn } from '../reserve/reserveSupport.ts'
import { CHAIRS, changeRoutes, changeRowsOf, paidInFullOn, until } from './changeSupport.ts'

/**
 * A change after the balance was paid (decision 0033), on PGlite and on PostgreSQL: a higher total is
 * charged through Checkout and applied once, whether the webhook or the couple's return settles it first;
 * a page that ends unpaid drops the change; a lower total is refunded once, newest payment first.
 */
describe.each(BACKENDS)('a change after the balance was paid (%s)', (_name, open) => {
  const started = bookingOn(open)
  let booking: Booking
  let routes: ReturnType<typeof changeRoutes>
  beforeAll(() => {
    booking = started()
    routes = changeRoutes(booking)
  })
  const rowsOf = async (table: string, recordId: string) =>
    (
      await booking.sql.query<{ fields: string }>(
        `SELECT fields FROM submissions WHERE table_name = $1 AND fields LIKE $2 ORDER BY id`,
        [table, `%"Record":"${recordId}"%`],
      )
    ).rows.map((row) => JSON.parse(row.fields) as Record<string, unknown>)

  it('charges a higher total’s difference through Checkout, applied once when the webhook and the return race', async () => {
    const { token, recordId, email } = await paidInFullOn(booking)
    const sent = await routes.send(token, [{ productId: CHAIRS, quantity: 90 }])
    expect(sent).toEqual({ status: 200, body: { outcome: 'pay', url: expect.any(String) } })
    const sessionId = String(sent.body.url).split('/').at(-1)!
    expect(booking.fake.sessions.get(sessionId)).toMatchObject({
      amount_total: 85_00,
      metadata: { booking: recordId, bookingKind: 'change', change: expect.stringMatching(/^\d+$/) },
    })
    expect((await routes.view(token)).change).toMatchObject({
      offered: false,
      pending: { state: 'paying', beforeCents: 800_00, afterCents: 885_00 },
    })
    expect((await routes.view(token)).current.totalCents).toBe(800_00)
    const { body } = await booking.pay(String(sent.body.url), email)
    const [hook] = await Promise.all([booking.webhook(body), routes.view(token, `?session_id=${sessionId}`)])
    expect(hook.status).toBe(200)
    expect(await (await booking.webhook(body)).json()).toMatchObject({ change: 'already' })
    expect((await changesOf(booking.sql, recordId)).map((row) => row.state)).toEqual(['applied'])
    expect(await routes.view(token)).toMatchObject({
      state: 'paid',
      current: { totalCents: 885_00 },
      balancePaidCents: 645_00,
      dueCents: 0,
      change: { offered: true, applied: [{ afterCents: 885_00, refundCents: 0 }] },
    })
    expect((await acceptances(booking.sql, recordId)).filter((row) => row.stands)).toHaveLength(2)
    expect(await rowsOf('Booking Payments', recordId)).toHaveLength(3)
    expect((await changeRowsOf(booking, recordId)).map((row) => row.fields['Charged Cents'])).toEqual([85_00])
    await until(
      async () => booking.smtp.to(email).some((mail) => mail.subject?.startsWith('Your booking for')),
      Boolean,
    )
  })

  it('drops the change when its payment page ends unpaid; the booking is as it was', async () => {
    const { token, recordId } = await paidInFullOn(booking)
    const sent = await routes.send(token, [{ productId: CHAIRS, quantity: 95 }])
    const sessionId = String(sent.body.url).split('/').at(-1)!
    await fetch(`${booking.fake.url}/v1/checkout/sessions/${sessionId}/expire`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_booking' },
    })
    const expired = booking.fake.events.findLast((event) => event.sessionId === sessionId)!
    expect(expired.type).toBe('checkout.session.expired')
    expect(await (await booking.webhook(expired.body)).json()).toMatchObject({ changeDropped: true })
    expect((await changesOf(booking.sql, recordId)).map((row) => row.state)).toEqual(['dropped'])
    expect(await routes.view(token)).toMatchObject({
      state: 'paid',
      current: { totalCents: 800_00 },
      change: { offered: true, applied: [] },
    })
  })

  it('the round drops a change whose page ended without its webhook, and settles one paid without it', async () => {
    const round = () =>
      changeRound({
        deps: { ...booking.booking.flow, readBase: booking.stockBase },
        stripe: stripeFromEnv(booking.env)!,
      })()
    const lapsed = await paidInFullOn(booking)
    const unpaid = await routes.send(lapsed.token, [{ productId: CHAIRS, quantity: 95 }])
    const paid = await paidInFullOn(booking)
    const sent = await routes.send(paid.token, [{ productId: CHAIRS, quantity: 90 }])
    await booking.pay(String(sent.body.url), paid.email)
    const unpaidSession = String(unpaid.body.url).split('/').at(-1)!
    await fetch(`${booking.fake.url}/v1/checkout/sessions/${unpaidSession}/expire`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_booking' },
    })
    expect(await round()).toEqual([])
    await booking.sql.query(
      `UPDATE booking_payments SET expires_at = 0 WHERE record_id IN ($1, $2) AND state = 'open'`,
      [lapsed.recordId, paid.recordId],
    )
    expect(await round()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recordId: lapsed.recordId, outcome: 'dropped', why: 'unpaid' }),
        expect.objectContaining({ recordId: paid.recordId, outcome: 'applied', why: 'paid' }),
      ]),
    )
    expect(await round()).toEqual([])
    expect((await routes.view(lapsed.token)).current.totalCents).toBe(800_00)
    expect((await routes.view(paid.token)).current.totalCents).toBe(885_00)
  })

  it('refunds a lower total once, from the newest payment first', async () => {
    const { token, recordId } = await paidInFullOn(booking)
    expect((await routes.send(token, [{ productId: CHAIRS, quantity: 60 }])).body).toEqual({ outcome: 'requested' })
    const approve = () =>
      runChangeCommand(['change-approve', recordId], booking.booking.flow, () => booking.stockBase())
    const [first, second] = await Promise.all([approve(), approve()])
    expect([first!.code, second!.code].sort()).toEqual([0, 1])
    const paid = await payments(booking.sql, recordId, 'paid')
    expect(paid.map((p) => [p.kind, p.refundCents])).toEqual([
      ['deposit', 0],
      ['balance', 170_00],
    ])
    const refunds = await rowsOf('Booking Refunds', recordId)
    expect(refunds).toEqual([expect.objectContaining({ Reason: 'change', 'Refund Cents': 170_00, Kind: 'balance' })])
    const key = String(refunds[0]!['Refund Key'])
    await until(
      async () => booking.fake.calls.filter((call) => call.path === '/v1/refunds').length,
      (n) => n > 0,
    )
    expect(await routes.view(token)).toMatchObject({
      state: 'paid',
      current: { totalCents: 630_00 },
      dueCents: 0,
      change: { applied: [{ refundCents: 170_00 }] },
    })
    expect(key).toMatch(/^booking-refund-change-\d+-cs_/)
  })
})

describe('how a change’s difference settles', () => {
  const money = (deposit: number, balance: number, total: number) => ({
    money: { deposit, balance, left: Math.max(0, total - deposit - balance), total, confirmed: true, over: 0 },
  })
  it('moves the balance while one is left, charges after it was paid, refunds beyond it, and leaves cents to staff', () => {
    expect(settlesOf(money(240_00, 0, 800_00), { afterCents: 885_00, applies: 'at-once' })).toEqual({
      settles: 'balance',
      differenceCents: 0,
    })
    expect(settlesOf(money(240_00, 560_00, 800_00), { afterCents: 885_00, applies: 'at-once' })).toEqual({
      settles: 'pay',
      differenceCents: 85_00,
    })
    expect(settlesOf(money(240_00, 560_00, 800_00), { afterCents: 885_00, applies: 'with-staff' })).toEqual({
      settles: 'balance',
      differenceCents: 0,
    })
    expect(settlesOf(money(240_00, 560_00, 800_00), { afterCents: 800_30, applies: 'at-once' })).toEqual({
      settles: 'staff',
      differenceCents: 30,
    })
    expect(settlesOf(money(240_00, 0, 800_00), { afterCents: 205_00, applies: 'with-staff' })).toEqual({
      settles: 'refund',
      differenceCents: 35_00,
    })
    expect(settlesOf(money(240_00, 560_00, 800_00), { afterCents: 799_80, applies: 'with-staff' })).toEqual({
      settles: 'staff',
      differenceCents: 20,
    })
  })
})
