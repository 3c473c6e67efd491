import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { cancelBooking } from '../../../src/server/booking/cancelBooking.ts'
import { airtableCancelledRecords } from '../../../src/server/booking/cancelledRecords.ts'
import { createQuoteWatcher } from '../../../src/server/booking/quoteWatcher.ts'
import { acceptances, quoteByRecord } from '../../../src/server/data/bookings.ts'
import { quotesDueForReminder } from '../../../src/server/data/bookingEmails.ts'
import { createLeases } from '../../../src/server/data/leases.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import {
  daysAhead,
  mailTo,
  SECRET_KEY,
  STAFF,
  startBooking,
  startFakeAirtable,
  type Booking,
  type FakeAirtable,
} from './bookingApp.ts'

let airtable: FakeAirtable
let booking: Booking
let couples = 0
const access = () => ({ token: 'patBooking', baseId: 'appBooking', endpointUrl: airtable.url })

beforeAll(async () => {
  airtable = await startFakeAirtable()
  booking = await startBooking({ airtable })
}, 60_000)
afterAll(async () => {
  await booking.close()
  await airtable.close()
})

/** A couple of their own (email, and a date a month from the others'), quoted in Airtable. */
async function quoted() {
  const email = `edge${++couples}.${Date.now()}@example.com`
  return { email, ...(await booking.quoted({ Email: email, 'Date of event': daysAhead(40 + couples * 30) })) }
}
const fieldsOf = (recordId: string) => airtable.received.find((entry) => entry.record.id === recordId)!.record.fields
const staffSet = (recordId: string, fields: Record<string, unknown>) =>
  fetch(`${airtable.url}/v0/appBooking/${encodeURIComponent(TABLES.equipmentHireRequests)}/${recordId}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer patBooking', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  })
const view = async (token: string) => (await (await booking.view(token)).json()) as QuoteView
const urlOf = async (answer: Response) => {
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { url: string }).url
}
const settled = async (body: string) => ((await (await booking.webhook(body)).json()) as { settled: string }).settled
async function until<T>(found: () => T | undefined | Promise<T | undefined>, what: string, ms = 10_000) {
  const start = Date.now()
  for (;;) {
    const value = await found()
    if (value) return value
    if (Date.now() - start > ms) throw new Error(`no ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The watcher's round as the server runs it, with what it logs. */
function watcher(readQuoted?: () => Promise<never[]>) {
  const said: string[] = []
  const stripe = stripeFromEnv({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: booking.fake.url })!
  const flow = { ...booking.booking.flow, log: (message: string) => void said.push(message) }
  const round = createQuoteWatcher({
    flow,
    readQuoted,
    cancelled: {
      read: airtableCancelledRecords(access()),
      cancel: (recordId) => cancelBooking({ stripe, sql: flow.sql, log: flow.log }, recordId),
    },
    leases: createLeases(flow.sql),
    owner: `edges-${couples}`,
    leaseMs: 1,
  }).round
  return { round, said }
}

describe('a booking cancelled in Airtable', () => {
  it('closes its payment pages; a payment that still lands is refunded in full and Status stays Cancelled', async () => {
    const { token, recordId, email } = await quoted()
    // Paid at Stripe, its webhook late; a second tab then opened another deposit page.
    const late = await booking.pay(await urlOf(await booking.accept(token)), email)
    const second = (await urlOf(await booking.accept(token))).split('/').at(-1)!
    await staffSet(recordId, { Status: 'Cancelled' })
    const { round, said } = watcher()
    expect(await round()).toBe(true)
    expect((await quoteByRecord(booking.sql, recordId))?.state).toBe('cancelled')
    expect(booking.fake.sessions.get(second)?.status).toBe('expired')
    expect(said.join('\n')).toContain(`${recordId} is Cancelled`)

    expect(await settled(late.body)).toBe('cancelled')
    const refund = await until(
      () => booking.fake.events.find((e) => e.type === 'charge.refunded' && e.sessionId === late.sessionId),
      'refund at Stripe',
    )
    expect(JSON.parse(refund.body).data.object).toMatchObject({ amount_refunded: 240_00, refunded: true })
    expect(await view(token)).toMatchObject({ state: 'cancelled', dueCents: 0, refundingCents: 240_00 })
    expect((await booking.webhook(refund.body)).status).toBe(200)
    expect(await view(token)).toMatchObject({ state: 'cancelled', refundingCents: 0, refundedCents: 240_00 })
    await until(
      () => booking.smtp.to(STAFF).find((m) => m.subject?.startsWith('Payment on a cancelled booking refunded')),
      'staff notice',
    )
    expect(fieldsOf(recordId)).toMatchObject({ Status: 'Cancelled' })
    expect(fieldsOf(recordId)['Deposit Paid']).toBeUndefined()
  })

  it('never turns a record staff cancelled back to Confirmed when an earlier deposit reaches it', async () => {
    const { token, recordId, email } = await quoted()
    const paid = await booking.pay(await urlOf(await booking.accept(token)), email)
    // Staff cancel before the watcher's round: the deposit settles as paid, and its write reaches a Cancelled record.
    await staffSet(recordId, { Status: 'Cancelled' })
    expect(await settled(paid.body)).toBe('paid')
    await until(() => fieldsOf(recordId)['Deposit Paid'], 'Deposit Paid written')
    expect(fieldsOf(recordId)).toMatchObject({ Status: 'Cancelled', 'Accepted By': 'Charlotte Nguyen' })
  })
})

describe('accepting a higher total after paid in full', () => {
  it('makes the balance due again (reminders resume), the acceptance and its notice in one commit', async () => {
    const { token, recordId, email } = await quoted()
    await settled((await booking.pay(await urlOf(await booking.accept(token)), email)).body)
    await settled((await booking.pay(await urlOf(await booking.balance(token)), email)).body)
    expect((await quoteByRecord(booking.sql, recordId))?.state).toBe('paid')
    await staffSet(recordId, { 'Total Cost': 900 })
    await new Promise((resolve) => setTimeout(resolve, 20))

    // The notice cannot be queued: the acceptance is not stored either.
    const store = booking.booking.flow.store
    const accept = store.accept
    store.accept = () => Promise.reject(new Error('the outbox is down'))
    const count = (await acceptances(booking.sql, recordId)).length
    expect((await booking.accept(token)).status).toBe(500)
    store.accept = accept
    expect(await acceptances(booking.sql, recordId)).toHaveLength(count)

    expect((await booking.accept(token)).status).toBe(200)
    expect((await quoteByRecord(booking.sql, recordId))?.state).toBe('confirmed')
    expect(await view(token)).toMatchObject({ state: 'confirmed', dueCents: 100_00 })
    expect((await quotesDueForReminder(booking.sql)).map((q) => q.recordId)).toContain(recordId)
    await mailTo(booking.smtp, STAFF)
  })
})

describe('the quote watcher’s log', () => {
  it('names the record, never its quote link', async () => {
    const { recordId } = await quoted()
    const { round, said } = watcher(async () => [
      {
        recordId: `${recordId}X`,
        status: 'Quoted',
        name: 'Log Test',
        email: '',
        eventDate: daysAhead(200),
        items: 'Candelabra x 2 = $60.00',
        totalCents: 60_00,
      } as never,
    ])
    await round()
    const logged = said.join('\n')
    expect(logged).toContain(`quote for ${recordId}X queued`)
    expect(logged).not.toContain('/quote/')
  })
})
