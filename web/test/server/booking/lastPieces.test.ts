import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { paymentBySession } from '../../../src/server/data/bookingPayments.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { BACKENDS, DATABASE_START_MS } from '../data/backends.ts'
import { daysAhead, STAFF, startBooking, type Booking } from './bookingApp.ts'

/** The six dessert stands (`catering-tableware-17`, stock 6), all of them, at $30 each. */
const LAST_SIX = { Items: 'Brass Three-Tier Dessert Stand x 6 = $180.00', 'Total Cost': 180 }

const until = async (done: () => boolean | Promise<boolean>, what: string) => {
  const start = Date.now()
  while (!(await done())) {
    if (Date.now() - start > 10_000) throw new Error(`waited 10 s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe.each(BACKENDS)('the last pieces go to one couple (%s)', (_name, open) => {
  let booking: Booking
  let closeDb = async () => {}
  let couples = 0

  beforeAll(async () => {
    const db = open === BACKENDS[0]![1] ? undefined : await open()
    closeDb = async () => db?.close()
    booking = await startBooking({ env: db?.url ? { DATABASE_URL: db.url } : {} })
  }, DATABASE_START_MS)
  afterAll(async () => {
    await booking.close()
    await closeDb()
  })

  /** Two couples quoted the same six stands on one date of their own. */
  async function twoCouples() {
    const eventDate = daysAhead(40 + ++couples * 30)
    const quote = (name: string) =>
      booking.quoted({ ...LAST_SIX, 'Date of event': eventDate, Email: `${name}${couples}@example.com` })
    return { eventDate, ann: await quote('ann'), bea: await quote('bea') }
  }
  const accept = async (token: string) => {
    const answer = await booking.accept(token)
    return { status: answer.status, body: (await answer.json()) as { url?: string; lines?: string[] } }
  }
  const free = async (date: string) => {
    // The snapshot is at most AVAILABILITY_MAX_AGE_MS (100 ms here) old.
    await new Promise((resolve) => setTimeout(resolve, 150))
    const answer = await booking.app.request(`/api/availability?date=${date}`)
    return ((await answer.json()) as { counts: Record<string, { free: number }> }).counts['catering-tableware-17']?.free
  }
  const view = async (token: string) => (await (await booking.view(token)).json()) as QuoteView
  const endHold = (recordId: string) =>
    booking.sql.query('UPDATE booking_holds SET ends_at = $2 WHERE record_id = $1', [recordId, Date.now() - 1])

  it("refuses the second accept while the first's session is open; a new tap of the first still passes", async () => {
    const { eventDate, ann, bea } = await twoCouples()
    expect(await free(eventDate)).toBe(6)
    const first = await accept(ann.token)
    expect(first.status).toBe(200)
    // A short session: the hold it makes lasts 45 minutes at most.
    const session = booking.fake.sessions.get(first.body.url!.split('/').at(-1)!)!
    expect(session.expires_at - session.created).toBeLessThanOrEqual(45 * 60)
    expect(await free(eventDate)).toBe(0)
    const refused = await accept(bea.token)
    expect(refused).toEqual({ status: 409, body: expect.objectContaining({ lines: [LAST_SIX.Items] }) })
    // Ann's own hold never counts against her: a second tap opens a new session.
    expect((await accept(ann.token)).status).toBe(200)
    // Her session ended unpaid: the stands are free for Bea.
    await endHold(ann.recordId)
    expect(await free(eventDate)).toBe(6)
    expect((await accept(bea.token)).status).toBe(200)
  })

  it('lets one of two accepts made at once take the last pieces', async () => {
    const { ann, bea } = await twoCouples()
    const answers = await Promise.all([accept(ann.token), accept(bea.token)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it('refunds in full the second of two deposits paid for the same last pieces, leaves its record as it was, tells staff', async () => {
    const { eventDate, ann, bea } = await twoCouples()
    const annSession = (await accept(ann.token)).body.url!
    // Ann's hold ended (her session ran out in our books) while Stripe still let her pay: both sessions open.
    await endHold(ann.recordId)
    const beaSession = (await accept(bea.token)).body.url!
    const annPaid = await booking.pay(annSession, `ann${couples}@example.com`)
    const beaPaid = await booking.pay(beaSession, `bea${couples}@example.com`)
    const settled = async (body: string) =>
      ((await (await booking.webhook(body)).json()) as { settled: string }).settled
    // The first paid keeps the stands, though Bea's session held them when Ann paid.
    expect(await settled(annPaid.body)).toBe('paid')
    expect(await settled(beaPaid.body)).toBe('overbooked')
    expect(await settled(beaPaid.body)).toBe('already')

    expect(await view(ann.token)).toMatchObject({ state: 'confirmed', depositPaidCents: 54_00 })
    const bea_ = await view(bea.token)
    expect(bea_).toMatchObject({ state: 'open', depositPaidCents: 0, piecesWent: true })
    expect(bea_.accepted).toBeUndefined()
    expect((await paymentBySession(booking.sql, beaPaid.sessionId))?.state).toBe('refunded')
    expect((await createStatusRows(booking.sql).all()).get(Number(bea.recordId))).toBe('Quoted')
    expect(await free(eventDate)).toBe(0)

    await until(
      () => booking.fake.events.some((e) => e.type === 'charge.refunded' && e.sessionId === beaPaid.sessionId),
      "Bea's refund",
    )
    const refund = booking.fake.events.find((e) => e.type === 'charge.refunded' && e.sessionId === beaPaid.sessionId)!
    expect(JSON.parse(refund.body).data.object).toMatchObject({ amount_refunded: 54_00, refunded: true })
    expect(booking.fake.events.some((e) => e.type === 'charge.refunded' && e.sessionId === annPaid.sessionId)).toBe(
      false,
    )
    await until(
      () =>
        booking.smtp
          .to(STAFF)
          .some(
            (mail) => mail.subject?.startsWith('Deposit refunded, pieces gone') && mail.text?.includes(bea.recordId),
          ),
      "staff's notice",
    )
    // Bea taps again: the stands are Ann's, so she is told and nothing is charged.
    expect((await accept(bea.token)).status).toBe(409)
  })
})
