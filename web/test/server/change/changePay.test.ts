import { describe, expect, it } from 'vitest'
import { runChangeCommand } from '../../../src/server/cli/changeCommand.ts'
import { changeRound } from '../../../src/server/change/changeRound.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { settlesOf } from '../../../src/server/change/changeSubmit.ts'
import { changesOf } from '../../../src/server/data/bookingChanges.ts'
import { acceptances } from '../../../src/server/data/bookings.ts'
import { payments } from '../../../src/server/data/bookingPayments.ts'
import { BACKENDS } from '../data/backends.ts'
import { CHAIRS, changeBookingOn, changeRowsOf, paidInFullOn, until } from './changeSupport.ts'

/**
 * A change after the balance was paid (decision 0033), on PGlite and on PostgreSQL: a higher total is
 * charged through Checkout and applied once, whether the webhook or the couple's return settles it first;
 * a page that ends unpaid drops the change; a lower total is refunded once, newest payment first.
 */
describe.each(BACKENDS)('a change after the balance was paid (%s)', (_name, open) => {
  const on = changeBookingOn(open)
  const rowsOf = async (table: string, recordId: string) =>
    (
      await on.booking.sql.query<{ fields: string }>(
        `SELECT fields FROM submissions WHERE table_name = $1 AND fields LIKE $2 ORDER BY id`,
        [table, `%"Record":"${recordId}"%`],
      )
    ).rows.map((row) => JSON.parse(row.fields) as Record<string, unknown>)

  it('charges a higher total’s difference through Checkout, applied once when the webhook and the return race', async () => {
    const { token, recordId, email } = await paidInFullOn(on.booking)
    const sent = await on.routes.send(token, [{ productId: CHAIRS, quantity: 90 }])
    expect(sent).toEqual({ status: 200, body: { outcome: 'pay', url: expect.any(String) } })
    const sessionId = String(sent.body.url).split('/').at(-1)!
    expect(on.booking.fake.sessions.get(sessionId)).toMatchObject({
      amount_total: 85_00,
      metadata: { booking: recordId, bookingKind: 'change', change: expect.stringMatching(/^\d+$/) },
    })
    expect((await on.routes.view(token)).change).toMatchObject({
      offered: false,
      pending: { state: 'paying', beforeCents: 800_00, afterCents: 885_00 },
    })
    expect((await on.routes.view(token)).current.totalCents).toBe(800_00)
    const { body } = await on.booking.pay(String(sent.body.url), email)
    const [hook] = await Promise.all([on.booking.webhook(body), on.routes.view(token, `?session_id=${sessionId}`)])
    expect(hook.status).toBe(200)
    expect(await (await on.booking.webhook(body)).json()).toMatchObject({ change: 'already' })
    expect((await changesOf(on.booking.sql, recordId)).map((row) => row.state)).toEqual(['applied'])
    expect(await on.routes.view(token)).toMatchObject({
      state: 'paid',
      current: { totalCents: 885_00 },
      balancePaidCents: 645_00,
      dueCents: 0,
      change: { offered: true, applied: [{ afterCents: 885_00, refundCents: 0 }] },
    })
    expect((await acceptances(on.booking.sql, recordId)).filter((row) => row.stands)).toHaveLength(2)
    expect(await rowsOf('Booking Payments', recordId)).toHaveLength(3)
    expect((await changeRowsOf(on.booking, recordId)).map((row) => row.fields['Charged Cents'])).toEqual([85_00])
    await until(
      async () => on.booking.smtp.to(email).some((mail) => mail.subject?.startsWith('Your booking for')),
      Boolean,
    )
  })

  it('takes a couple who left Stripe back to the same page, to its return once paid, and drops one that ended', async () => {
    const { token, recordId, email } = await paidInFullOn(on.booking)
    expect(await on.routes.resume(token)).toMatchObject({ status: 409, body: { error: 'closed' } })
    const sent = await on.routes.send(token, [{ productId: CHAIRS, quantity: 91 }])
    const url = String(sent.body.url)
    const sessions = on.booking.fake.sessions.size
    const after = (await on.routes.view(token)).change?.pending?.afterCents
    // The same session, never a second one: a difference is asked for once.
    expect(await on.routes.resume(token)).toEqual({ status: 200, body: { outcome: 'pay', url } })
    expect(on.booking.fake.sessions.size).toBe(sessions)
    await on.booking.pay(url, email)
    const back = await on.routes.resume(token)
    const sessionId = url.split('/').at(-1)!
    expect(back.body.url).toContain(`/quote/${token}?paid=change&session_id=${sessionId}`)
    expect(await on.routes.view(token, `?session_id=${sessionId}`)).toMatchObject({ current: { totalCents: after } })
    expect((await changesOf(on.booking.sql, recordId)).map((row) => row.state)).toEqual(['applied'])

    const again = await on.routes.send(token, [{ productId: CHAIRS, quantity: 96 }])
    const second = String(again.body.url).split('/').at(-1)!
    await fetch(`${on.booking.fake.url}/v1/checkout/sessions/${second}/expire`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_booking' },
    })
    expect(await on.routes.resume(token)).toMatchObject({
      status: 409,
      body: { error: 'closed', message: expect.stringContaining('your booking stands as it was') },
    })
    expect((await changesOf(on.booking.sql, recordId)).map((row) => row.state)).toEqual(['applied', 'dropped'])
    const { change } = await on.routes.view(token)
    expect(change?.offered).toBe(true)
    expect(change?.pending).toBeUndefined()
  })

  it('drops the change when its payment page ends unpaid; the booking is as it was', async () => {
    const { token, recordId } = await paidInFullOn(on.booking)
    const sent = await on.routes.send(token, [{ productId: CHAIRS, quantity: 95 }])
    const sessionId = String(sent.body.url).split('/').at(-1)!
    await fetch(`${on.booking.fake.url}/v1/checkout/sessions/${sessionId}/expire`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_booking' },
    })
    const expired = on.booking.fake.events.findLast((event) => event.sessionId === sessionId)!
    expect(expired.type).toBe('checkout.session.expired')
    expect(await (await on.booking.webhook(expired.body)).json()).toMatchObject({ changeDropped: true })
    expect((await changesOf(on.booking.sql, recordId)).map((row) => row.state)).toEqual(['dropped'])
    expect(await on.routes.view(token)).toMatchObject({
      state: 'paid',
      current: { totalCents: 800_00 },
      change: { offered: true, applied: [] },
    })
  })

  it('the round drops a change whose page ended without its webhook, and settles one paid without it', async () => {
    const round = () =>
      changeRound({
        deps: { ...on.booking.booking.flow, readBase: on.booking.stockBase },
        stripe: stripeFromEnv(on.booking.env)!,
      })()
    const lapsed = await paidInFullOn(on.booking)
    const unpaid = await on.routes.send(lapsed.token, [{ productId: CHAIRS, quantity: 95 }])
    const paid = await paidInFullOn(on.booking)
    const sent = await on.routes.send(paid.token, [{ productId: CHAIRS, quantity: 90 }])
    await on.booking.pay(String(sent.body.url), paid.email)
    const unpaidSession = String(unpaid.body.url).split('/').at(-1)!
    await fetch(`${on.booking.fake.url}/v1/checkout/sessions/${unpaidSession}/expire`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_booking' },
    })
    expect(await round()).toEqual([])
    await on.booking.sql.query(
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
    expect((await on.routes.view(lapsed.token)).current.totalCents).toBe(800_00)
    expect((await on.routes.view(paid.token)).current.totalCents).toBe(885_00)
  })

  it('refunds a lower total once, from the newest payment first', async () => {
    const { token, recordId } = await paidInFullOn(on.booking)
    expect((await on.routes.send(token, [{ productId: CHAIRS, quantity: 60 }])).body).toEqual({ outcome: 'requested' })
    const approve = () =>
      runChangeCommand(['change-approve', recordId], on.booking.booking.flow, () => on.booking.stockBase())
    const [first, second] = await Promise.all([approve(), approve()])
    expect([first!.code, second!.code].sort()).toEqual([0, 1])
    const paid = await payments(on.booking.sql, recordId, 'paid')
    expect(paid.map((p) => [p.kind, p.refundCents])).toEqual([
      ['deposit', 0],
      ['balance', 170_00],
    ])
    const refunds = await rowsOf('Booking Refunds', recordId)
    expect(refunds).toEqual([expect.objectContaining({ Reason: 'change', 'Refund Cents': 170_00, Kind: 'balance' })])
    const key = String(refunds[0]!['Refund Key'])
    await until(
      async () => on.booking.fake.calls.filter((call) => call.path === '/v1/refunds').length,
      (n) => n > 0,
    )
    expect(await on.routes.view(token)).toMatchObject({
      state: 'paid',
      current: { totalCents: 630_00 },
      dueCents: 0,
      change: { applied: [{ refundCents: 170_00 }] },
    })
    expect(key).toMatch(/^booking-refund-change-\d+-cs_/)
  })
})

describe('how a change’s difference settles', () => {
  const deposit = { deposit: 240_00, balance: 0, total: 800_00 }
  const paid = { deposit: 240_00, balance: 560_00, total: 800_00 }
  const cases: Array<[string, typeof paid, number, 'at-once' | 'with-staff', string, number]> = [
    ['a higher total while a balance is left moves the balance', deposit, 885_00, 'at-once', 'balance', 0],
    ['a higher total applied at once after the balance is charged', paid, 885_00, 'at-once', 'pay', 85_00],
    ['one staff approve after the balance is a balance due again', paid, 885_00, 'with-staff', 'balance', 0],
    ['a few cents more are left to staff', paid, 800_30, 'at-once', 'staff', 30],
    ['a total below the deposit paid refunds the excess', deposit, 205_00, 'with-staff', 'refund', 35_00],
    ['a few cents less are left to staff', paid, 799_80, 'with-staff', 'staff', 20],
  ]
  it.each(cases)('%s', (_what, money, afterCents, applies, settles, differenceCents) => {
    const left = Math.max(0, money.total - money.deposit - money.balance)
    expect(settlesOf({ money: { ...money, left, confirmed: true, over: 0 } }, { afterCents, applies })).toEqual({
      settles,
      differenceCents,
    })
  })
})
