import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import { beforeAll, describe, expect, it } from 'vitest'
import type Stripe from 'stripe'
import { catalogueFrom } from '../../../src/server/api/routes.ts'
import { createReserveRoutes } from '../../../src/server/reserve/reserveRoutes.ts'
import { createReserveService, type ReserveService } from '../../../src/server/reserve/reserveService.ts'
import { BACKENDS } from '../data/backends.ts'
import { daysAhead, type Booking } from '../booking/bookingApp.ts'
import { bookingOn, reserveForm } from './reserveSupport.ts'

/** The rules staff set in the Studio for these tests: instant booking on, a $5,000 cap. */
const RULES = {
  instantBooking: true,
  deliveryNoticeDays: 10,
  pickupNoticeDays: 5,
  capDollars: 5000,
  decisionWindowHours: 48,
  windowPassedAction: 'accept',
}

const form = (eventDate: string, n: number, quantity = 4) =>
  reserveForm(eventDate, `charlotte${n}@example.com`, quantity)

describe.each(BACKENDS)('Reserve now on the server (%s)', (_name, open) => {
  const started = bookingOn(open)
  let booking: Booking
  let service: ReserveService
  let post: (body: unknown) => Promise<Response>
  let n = 0

  beforeAll(async () => {
    booking = started()
    const { flow } = booking.booking
    const sanity = booking.content.sanity
    service = createReserveService({
      ...flow,
      jobs: booking.jobs,
      stripe: (await import('../../../src/server/store/stripeClient.ts')).stripeFromEnv({
        ...process.env,
        STRIPE_SECRET_KEY: 'sk_test_booking',
        STRIPE_API_URL: booking.fake.url,
      } as never)!,
      loadCatalogue: catalogueFrom(sanity),
      loadCharges: async () => ({ ...((await sanity.fetch(hireChargesQuery)) as object), reserve: RULES }) as never,
      countsOn: async (date) => free(date).then((counts) => counts),
      readBase: () => booking.stockBase(),
    })
    const routes = createReserveRoutes({ service, clientKey: () => 'one-couple', perMinute: 1000 })
    post = async (body) =>
      routes.request('/api/reserve', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
  })

  async function free(date: string) {
    await new Promise((resolve) => setTimeout(resolve, 150))
    const answer = await booking.app.request(`/api/availability?date=${date}`)
    return ((await answer.json()) as { counts: Record<string, { free: number; stock: number }> }).counts
  }
  const stands = async (date: string) => (await free(date))['catering-tableware-17']?.free
  const reserve = async (body: unknown) => {
    const answer = await post(body)
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
  }
  /** The couple authorises the card on the fake's page; the completed session, as the webhook carries it. */
  async function authorise(url: string) {
    const sessionId = url.split('/').at(-1)!
    await booking.fake.pay(sessionId, 'charlotte@example.com')
    const sent = booking.fake.events.findLast((event) => event.sessionId === sessionId)!
    return (JSON.parse(sent.body) as { data: { object: Stripe.Checkout.Session } }).data.object
  }
  const recordOf = (url: string) =>
    booking.sql
      .query<{ recordId: string }>('SELECT record_id AS "recordId" FROM reservations WHERE session_id = $1', [
        url.split('/').at(-1),
      ])
      .then((r) => r.rows[0]!.recordId)

  it('reserves a qualifying list: the deposit computed on the server, a manual-capture session, the lines held', async () => {
    const date = daysAhead(60 + ++n * 7)
    expect(await stands(date)).toBe(6)
    const answer = await reserve(form(date, n))
    expect(answer.status).toBe(200)
    const url = String(answer.body.url)
    const session = booking.fake.sessions.get(url.split('/').at(-1)!)!
    expect(session).toMatchObject({ amount_total: expect.any(Number), customer_email: `charlotte${n}@example.com` })
    const row = await service.reservation(await recordOf(url))
    expect(row).toMatchObject({ state: 'checkout', totalCents: 12_000 })
    expect(session.amount_total).toBe(row!.depositCents)
    expect(await stands(date)).toBe(2)
  })

  it('answers 409 with the words of the rule a list breaks, 400 for a bad body', async () => {
    const inside = await reserve(form(daysAhead(2), ++n))
    expect(inside.status).toBe(409)
    expect(inside.body.reasons).toEqual(['Bookings inside 5 days go through our team'])
    const bad = await reserve({ ...form(daysAhead(60), ++n), fullName: '', items: [] })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fieldErrors as object).sort()).toEqual(['fullName', 'items'])
  })

  it('a second list on the date sees the held pieces: 409 with the line short', async () => {
    const date = daysAhead(60 + ++n * 7)
    expect((await reserve(form(date, n))).status).toBe(200)
    const second = await reserve(form(date, ++n))
    expect(second.status).toBe(409)
    expect(second.body.reasons).toEqual([expect.stringContaining('Only 2 of the')])
  })

  it('settles an authorisation once when the webhook and the return come together; held until the event', async () => {
    const date = daysAhead(60 + ++n * 7)
    const { body } = await reserve(form(date, n))
    const session = await authorise(String(body.url))
    const recordId = await recordOf(String(body.url))
    const results = await Promise.all([service.authorise(session), service.authorise(session)])
    expect(results.sort()).toEqual(['already', 'reserved'])
    expect(await service.reservation(recordId)).toMatchObject({
      state: 'reserved',
      paymentIntent: session.payment_intent,
    })
    const { rows } = await booking.sql.query<{ fields: string }>('SELECT fields FROM submissions WHERE id = $1', [
      Number(recordId),
    ])
    expect(JSON.parse(rows[0]!.fields)).toMatchObject({
      Status: 'Reserved',
      'Quote Link': expect.stringContaining('/quote/'),
    })
    // Its emails are the reservation's own, queued once: the couple's receipt and staff's "to accept".
    const { rows: notices } = await booking.sql.query<{ targets: string }>(
      `SELECT string_agg(d.target, ',' ORDER BY d.target) AS targets FROM submissions s
       JOIN deliveries d ON d.submission = s.id WHERE s.submission_id = $1 GROUP BY s.id`,
      [`reserve-reserved-${recordId}`],
    )
    expect(notices).toEqual([{ targets: 'reserve-couple,reserve-staff' }])
    const { rows: holds } = await booking.sql.query<{ paidAt: number | null }>(
      'SELECT paid_at AS "paidAt" FROM booking_holds WHERE record_id = $1',
      [recordId],
    )
    expect(holds[0]!.paidAt).not.toBeNull()
    expect(await stands(date)).toBe(2)
  })

  it('a capture and a cancel at once: exactly one wins, and its one outbox row goes to Stripe', async () => {
    const date = daysAhead(60 + ++n * 7)
    const { body } = await reserve(form(date, n))
    const recordId = await recordOf(String(body.url))
    await service.authorise(await authorise(String(body.url)))
    const [accepted, declined] = await Promise.all([
      service.decide(recordId, 'accept', 'staff'),
      service.decide(recordId, 'decline', 'staff'),
    ])
    expect([accepted, declined].filter(Boolean)).toHaveLength(1)
    expect(await service.decide(recordId, 'accept', 'staff')).toBe(false)
    const { rows } = await booking.sql.query<{ submissionId: string }>(
      `SELECT submission_id AS "submissionId" FROM submissions WHERE table_name = 'Reserve Decisions' AND submission_id LIKE $1`,
      [`%-${recordId}`],
    )
    expect(rows).toHaveLength(1)
    const row = await service.reservation(recordId)
    expect(row!.state).toBe(accepted ? 'capturing' : 'cancelling')
    // A decline frees the stock at once; an accept keeps it held.
    expect(await stands(date)).toBe(accepted ? 2 : 6)
  })

  it('the window passed unanswered runs the CMS action once', async () => {
    const date = daysAhead(60 + ++n * 7)
    const { body } = await reserve(form(date, n))
    const recordId = await recordOf(String(body.url))
    await service.authorise(await authorise(String(body.url)))
    expect(await service.windowPassed()).not.toContain(recordId)
    await booking.sql.query('UPDATE reservations SET reserved_at = reserved_at - 49 * 3600000 WHERE record_id = $1', [
      recordId,
    ])
    const [first, second] = await Promise.all([service.windowPassed(), service.windowPassed()])
    expect([...first, ...second].filter((id) => id === recordId)).toHaveLength(1)
    expect((await service.reservation(recordId))!.state).toBe('capturing')
  })
})
