import { describe, expect, it } from 'vitest'
import { formatEventDay } from '../../../src/availability/calendarDay.ts'
import { runChangeCommand } from '../../../src/server/cli/changeCommand.ts'
import { changesOf } from '../../../src/server/data/bookingChanges.ts'
import { acceptances } from '../../../src/server/data/bookings.ts'
import { payments } from '../../../src/server/data/bookingPayments.ts'
import { BACKENDS } from '../data/backends.ts'
import { daysAhead, mailTo, STAFF } from '../booking/bookingApp.ts'
import { CHAIRS, changeBookingOn, changeRowsOf, confirmedOn, until } from './changeSupport.ts'

/**
 * Sending a change (decision 0033) as the server is built, offline (the local records), on PGlite and on
 * PostgreSQL: an increase free on the date applied at once in one transaction (acceptance, hold, record,
 * outbox rows), two sends at once giving one change, a reduction waiting for staff and answered, a change
 * short on the date refused with its lines named, and a total lowered below what was paid refunded once.
 */
describe.each(BACKENDS)('a change sent (%s)', (_name, open) => {
  const on = changeBookingOn(open)
  const answer = (recordId: string, action: 'change-approve' | 'change-refuse') =>
    runChangeCommand([action, recordId], on.booking.booking.flow, () => on.booking.stockBase())
  const free = async (date: string) => {
    await new Promise((resolve) => setTimeout(resolve, 150))
    const counts = (await (await on.booking.app.request(`/api/availability?date=${date}`)).json()) as {
      counts: Record<string, { free: number }>
    }
    return counts.counts[CHAIRS]!.free
  }

  it('applies an increase free on the date at once: acceptance, hold, record, outbox and emails in one commit', async () => {
    const { token, recordId, email, eventDate } = await confirmedOn(on.booking)
    expect(await free(eventDate)).toBe(20)
    expect(await on.routes.send(token, [{ productId: CHAIRS, quantity: 90 }])).toEqual({
      status: 200,
      body: { outcome: 'applied' },
    })
    const view = await on.routes.view(token)
    expect(view).toMatchObject({
      state: 'confirmed',
      changed: false,
      current: { totalCents: 885_00 },
      accepted: { totalCents: 885_00, by: 'Charlotte Nguyen' },
      depositPaidCents: 240_00,
      dueCents: 645_00,
      change: {
        offered: true,
        applied: [
          {
            by: 'Charlotte Nguyen',
            lines: [{ name: 'Crossback Timber Chair', from: 80, to: 90 }],
            beforeCents: 800_00,
            afterCents: 885_00,
            feesKeptCents: 0,
            refundCents: 0,
          },
        ],
      },
    })
    const newest = (await acceptances<{ totalCents: number }>(on.booking.sql, recordId)).at(-1)!
    expect(newest).toMatchObject({
      fullName: 'Charlotte Nguyen',
      ip: 'one-couple',
      userAgent: 'vitest couple',
      termsVersion: '2026-11-01',
      stands: true,
      figures: { totalCents: 885_00 },
    })
    const items = 'Crossback Timber Chair x 90 = $765.00\nDelivery: Toowoomba x 1 = $120.00'
    const { rows: held } = await on.booking.sql.query<{ items: string; replaces: string }>(
      'SELECT items, replaces FROM booking_holds WHERE record_id = $1',
      [recordId],
    )
    expect(held).toEqual([
      { items, replaces: 'Crossback Timber Chair x 80 = $680.00\nDelivery: Toowoomba x 1 = $120.00' },
    ])
    const { rows: record } = await on.booking.sql.query<{ fields: string }>(
      'SELECT fields FROM submissions WHERE id = $1',
      [Number(recordId)],
    )
    expect(JSON.parse(record[0]!.fields)).toMatchObject({ Items: items, 'Total Cost': 885 })
    const [row] = await changeRowsOf(on.booking, recordId)
    expect(row).toMatchObject({
      targets: ['change-couple', 'change-staff'],
      fields: {
        Kind: 'applied',
        Items: items,
        'After Cents': 885_00,
        Note: expect.stringMatching(
          /^\d{1,2} \w{3} \d{4}: Crossback Timber Chair 80 → 90, by Charlotte Nguyen; total \$800\.00 → \$885\.00$/,
        ),
      },
    })
    expect(await free(eventDate)).toBe(10)
    const couple = await mailTo(on.booking.smtp, email, 2)
    expect(couple.map((mail) => mail.subject).find((subject) => subject?.startsWith('Your booking for'))).toMatch(
      /is changed/,
    )
    const staff = await until(
      async () =>
        on.booking.smtp
          .to(STAFF)
          .find(
            (mail) =>
              mail.subject?.startsWith('Booking changed: Charlotte Nguyen') && mail.replyTo?.text?.includes(email),
          ),
      Boolean,
    )
    expect(staff!.text).toContain('$885.00')
  })

  it('gives one change for two sends at once, from two tabs or two instances', async () => {
    const { token, recordId } = await confirmedOn(on.booking)
    const sent = await Promise.all([
      on.routes.send(token, [{ productId: CHAIRS, quantity: 90 }]),
      on.routes.send(token, [{ productId: CHAIRS, quantity: 95 }]),
    ])
    expect(sent.map((one) => one.status).sort()).toEqual([200, 409])
    expect(sent.find((one) => one.status === 409)!.body).toMatchObject({ error: 'change-open' })
    expect((await changesOf(on.booking.sql, recordId)).map((row) => row.state)).toEqual(['applied'])
    expect([885_00, 927_50]).toContain((await on.routes.view(token)).accepted!.totalCents)
    const waiting = await Promise.all([
      on.routes.send(token, [{ productId: CHAIRS, quantity: 60 }]),
      on.routes.send(token, [{ productId: CHAIRS, quantity: 50 }]),
    ])
    expect(waiting.map((one) => one.status).sort()).toEqual([200, 409])
    expect((await changesOf(on.booking.sql, recordId)).map((row) => row.state)).toEqual(['applied', 'with-staff'])
  })

  it('sends a reduction to staff; approved, it applies; refused, the booking stays as it was', async () => {
    const { token, recordId, email } = await confirmedOn(on.booking)
    expect(await on.routes.send(token, [{ productId: CHAIRS, quantity: 60 }])).toEqual({
      status: 200,
      body: { outcome: 'requested' },
    })
    const waiting = await on.routes.view(token)
    expect(waiting.change).toMatchObject({
      offered: false,
      pending: { state: 'with-staff', by: 'Charlotte Nguyen', beforeCents: 800_00, afterCents: 630_00 },
      applied: [],
    })
    expect(await on.routes.offer(token)).toMatchObject({ open: false, pending: { state: 'with-staff' } })
    expect((await on.routes.send(token, [{ productId: CHAIRS, quantity: 70 }])).body).toMatchObject({
      error: 'change-open',
    })
    // The couple's receipt: what they asked for, and that the booking stands until staff answer.
    const received = await until(
      async () => on.booking.smtp.to(email).find((mail) => mail.subject?.startsWith('We have your change for')),
      Boolean,
    )
    expect(received!.text).toContain('Until then your booking stands as it is ($800.00 AUD), and nothing is charged.')
    expect(received!.text).toContain('New total')
    const ask = await until(
      async () =>
        on.booking.smtp
          .to(STAFF)
          .find((mail) => mail.subject?.startsWith('Change to approve') && mail.replyTo?.text?.includes(email)),
      Boolean,
    )
    expect(ask!.text).toContain(`pnpm inquiries change-approve ${recordId}`)
    expect(await answer(recordId, 'change-approve')).toEqual({ code: 0, submission: expect.any(Number) })
    expect(await answer(recordId, 'change-approve')).toEqual({ code: 1 })
    expect(await on.routes.view(token)).toMatchObject({
      current: { totalCents: 630_00 },
      dueCents: 390_00,
      change: { offered: true, applied: [{ lines: [{ from: 80, to: 60 }] }] },
    })
    const changed = await until(
      async () => on.booking.smtp.to(email).find((mail) => mail.subject?.startsWith('Your booking for')),
      Boolean,
    )
    expect(changed!.text).toContain('$630.00')

    expect((await on.routes.send(token, [{ productId: CHAIRS, quantity: 50 }])).status).toBe(200)
    expect(await answer(recordId, 'change-refuse')).toEqual({ code: 0, submission: expect.any(Number) })
    expect(await on.routes.view(token)).toMatchObject({
      current: { totalCents: 630_00 },
      change: { offered: true, applied: [{ afterCents: 630_00 }] },
    })
    expect((await on.routes.view(token)).change!.pending).toBeUndefined()
    const refused = await until(
      async () => on.booking.smtp.to(email).find((mail) => mail.subject?.startsWith('About your change')),
      Boolean,
    )
    expect(refused!.text).toContain('Nothing was charged')
  })

  it('refuses a change short on the date with the lines named; approved when it became short, refuses it then', async () => {
    const { token, recordId, eventDate } = await confirmedOn(on.booking)
    expect(await on.routes.send(token, [{ productId: CHAIRS, quantity: 120 }])).toEqual({
      status: 409,
      body: {
        error: 'unavailable',
        message: expect.stringContaining('nothing has changed'),
        lines: [`Crossback Timber Chair: 100 free on ${formatEventDay(eventDate)}`],
      },
    })
    expect(await changesOf(on.booking.sql, recordId)).toEqual([])
    // Fewer chairs and eight tall candelabra (all there are): a reduction, so it waits for staff.
    const candelabra = { productId: 'decor-1', variantKey: 'v2', quantity: 8 }
    expect((await on.routes.send(token, [{ productId: CHAIRS, quantity: 70 }, candelabra])).status).toBe(200)
    await confirmedOn(on.booking, {
      'Date of event': eventDate,
      Items: 'Brass Five-Arm Candelabra (80 cm) x 3 = $90.00',
      'Total Cost': 90,
    })
    expect(await answer(recordId, 'change-approve')).toEqual({ code: 0, submission: expect.any(Number) })
    const [row] = await changesOf<{ eventDate: string }>(on.booking.sql, recordId)
    expect(row).toMatchObject({ state: 'refused', reason: 'approved, but stock' })
    expect((await on.routes.view(token)).current.totalCents).toBe(800_00)
    const told = await until(
      async () => on.booking.smtp.to(STAFF).find((mail) => mail.subject?.startsWith('Change refused, stock short')),
      Boolean,
    )
    expect(told!.text).toContain(`Brass Five-Arm Candelabra (80 cm): 5 free on ${formatEventDay(eventDate)}`)
  })

  it('keeps the policy’s fee for a reduction after its last day, as a line of Items, and refunds the rest', async () => {
    // Ten days out: reductions are past their last day (14), so half the removed pieces' price is kept;
    // inside the balance window the deposit was the whole $800.
    const { token, recordId } = await confirmedOn(on.booking, { 'Date of event': daysAhead(10) })
    const preview = await on.routes.preview(token, [{ productId: CHAIRS, quantity: 70 }])
    expect(preview).toMatchObject({
      lines: [{ from: 80, to: 70, unitCents: 850, feeCents: 42_50 }],
      feesKeptCents: 42_50,
      afterCents: 757_50,
      paidCents: 800_00,
      applies: 'with-staff',
    })
    expect((await on.routes.send(token, [{ productId: CHAIRS, quantity: 70 }])).status).toBe(200)
    expect(await answer(recordId, 'change-approve')).toMatchObject({ code: 0 })
    const { rows } = await on.booking.sql.query<{ fields: string }>('SELECT fields FROM submissions WHERE id = $1', [
      Number(recordId),
    ])
    expect(JSON.parse(rows[0]!.fields)).toMatchObject({
      Items: 'Crossback Timber Chair x 70 = $595.00\nDelivery: Toowoomba x 1 = $120.00\nCancellation fee x 1 = $42.50',
      'Total Cost': 757.5,
    })
    expect(await on.routes.view(token)).toMatchObject({
      state: 'paid',
      current: { totalCents: 757_50 },
      change: { applied: [{ feesKeptCents: 42_50, refundCents: 42_50 }] },
    })
  })

  it('refunds what was paid beyond a lowered total once, through the outbox', async () => {
    const { token, recordId } = await confirmedOn(on.booking)
    expect((await on.routes.send(token, [{ productId: CHAIRS, quantity: 10 }])).status).toBe(200)
    expect(await answer(recordId, 'change-approve')).toMatchObject({ code: 0 })
    // 10 chairs ($85) and the delivery line ($120) come to $205 of the $240 deposit: $35 goes back.
    expect(await on.routes.view(token)).toMatchObject({ current: { totalCents: 205_00 }, dueCents: 0, state: 'paid' })
    const [deposit] = await payments(on.booking.sql, recordId, 'paid')
    expect(deposit).toMatchObject({ kind: 'deposit', refundCents: 35_00 })
    const { rows } = await on.booking.sql.query<{ fields: string }>(
      `SELECT fields FROM submissions WHERE table_name = 'Booking Refunds' AND fields LIKE $1`,
      [`%"Record":"${recordId}"%`],
    )
    expect(rows.map((row) => JSON.parse(row.fields))).toEqual([
      expect.objectContaining({
        'Refund Cents': 35_00,
        Reason: 'change',
        'Refund Key': expect.stringMatching(/^booking-refund-change-\d+-cs_/),
      }),
    ])
    const refunded = await until(
      async () => [...on.booking.fake.calls].filter((call) => call.path === '/v1/refunds').length,
      (count) => count > 0,
    )
    expect(refunded).toBeGreaterThan(0)
    expect((await on.routes.view(token)).change!.applied[0]).toMatchObject({ refundCents: 35_00 })
  })
})
