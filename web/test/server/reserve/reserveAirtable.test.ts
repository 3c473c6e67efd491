import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { airtableTarget } from '../../../src/server/outbox/airtableTarget.ts'
import { daysAhead, startBooking, startFakeAirtable, type Booking, type FakeAirtable } from '../booking/bookingApp.ts'
import { reserveThrough } from './reserveSupport.ts'
import { airtableQuoteRecords } from '../../../src/server/booking/airtableQuoteRecords.ts'
import { localQuoteRecords } from '../../../src/server/booking/localQuoteRecords.ts'
import { withReservedRecords } from '../../../src/server/booking/reservedRecordIds.ts'
import { reservationRound } from '../../../src/server/reserve/reserveWatch.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'

let airtable: FakeAirtable
let booking: Booking
beforeAll(async () => {
  airtable = await startFakeAirtable({ host: '127.0.0.1' })
  booking = await startBooking({ airtable })
}, 60_000)
afterAll(async () => {
  await booking.close()
  await airtable.close()
})

const recordFields = (recordId: string) =>
  airtable.received.findLast((entry) => entry.record.id === recordId)?.record.fields ?? {}
async function until(check: () => boolean, what: string, timeoutMs = 10_000, poll = async () => {}) {
  const started = Date.now()
  while ((await poll(), !check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The inquiry's own `airtable` delivery of the reservation's request, as the form API's outbox makes it. */
async function createInAirtable(recordId: string) {
  const stored = (await createSubmissions(booking.sql).submission(Number(recordId)))!
  const target = airtableTarget(access())
  const id = await target.deliver(stored as never)
  await booking.sql.query(
    `UPDATE deliveries SET state = 'delivered', result = $2 WHERE submission = $1 AND target = 'airtable'`,
    [Number(recordId), id],
  )
  return id
}

const setStatus = (id: string, status: string) =>
  fetch(`${airtable.url}/v0/appBooking/${encodeURIComponent('Equipment Hire Requests')}/${id}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer patBooking', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields: { Status: status } }),
  })
const access = () => ({ token: 'patBooking', baseId: 'appBooking', endpointUrl: airtable.url })
const round = () =>
  reservationRound({
    deps: booking.booking.flow,
    records: withReservedRecords(booking.sql, airtableQuoteRecords(access()), localQuoteRecords(booking.sql)),
    stripe: stripeFromEnv(booking.env)!,
  })()

describe('Reserve now against Airtable', () => {
  it('shows Reserved before the record reaches Airtable; Confirmed writes Deposit Paid to the record it made', async () => {
    const { url, sessionId, token, recordId, email } = await reserveThrough(
      booking,
      daysAhead(90),
      `airtable.reserve.${Date.now()}@example.com`,
    )
    await booking.pay(url, email)
    const view = async () => (await (await booking.view(token, `?session_id=${sessionId}`)).json()) as QuoteView
    expect(await view()).toMatchObject({ state: 'reserved' })
    const airtableId = await createInAirtable(recordId)
    expect(recordFields(airtableId)).toMatchObject({ Status: 'Reserved', 'Quote Link': expect.stringContaining(token) })
    expect(await view()).toMatchObject({ state: 'reserved', current: { totalCents: 12_000 } })
    // Nothing decided while the record says Reserved; staff set Confirmed and the next round captures.
    expect(await round()).toEqual([])
    await setStatus(airtableId, 'Confirmed')
    expect(await round()).toEqual([{ recordId, action: 'accept', why: 'staff' }])
    await until(() => recordFields(airtableId)['Deposit Paid'] !== undefined, 'Deposit Paid')
    expect(recordFields(airtableId)).toMatchObject({ Status: 'Confirmed' })
    // The Confirmed record and the reservation's hold are one booking: its four stands counted once.
    await new Promise((resolve) => setTimeout(resolve, 150))
    const free = await booking.app.request(`/api/availability?date=${daysAhead(90)}`)
    expect(
      ((await free.json()) as { counts: Record<string, { free: number }> }).counts['catering-tableware-17']!.free,
    ).toBe(2)
    expect(await view()).toMatchObject({ state: 'confirmed' })
  })
  it('staff set Declined: the next round cancels the hold, frees the pieces and tells the couple kindly', async () => {
    const { url, sessionId, recordId, email } = await reserveThrough(
      booking,
      daysAhead(97),
      `airtable.decline.${Date.now()}@example.com`,
    )
    await booking.webhook((await booking.pay(url, email)).body)
    await setStatus(await createInAirtable(recordId), 'Declined')
    expect(await round()).toEqual([{ recordId, action: 'decline', why: 'staff' }])
    const intent = String(booking.fake.sessions.get(sessionId)!.payment_intent)
    await until(() => booking.fake.paymentIntents.get(intent)?.status === 'canceled', 'the hold cancelled')
    await until(() => booking.smtp.to(email).length === 2, 'the decline')
    expect(booking.smtp.to(email)[1]!.text).toContain('Nothing was charged; the hold on your card is released')
  })

  it('a hold Stripe let lapse is declined by the site: the record says Declined, unless staff cancelled it since', async () => {
    const lapse = async (eventDate: string, label: string) => {
      const { url, recordId, email } = await reserveThrough(booking, eventDate, `${label}.${Date.now()}@example.com`)
      await booking.webhook((await booking.pay(url, email)).body)
      return { recordId, airtableId: await createInAirtable(recordId) }
    }
    const declined = await lapse(daysAhead(104), 'airtable.lapse')
    const cancelled = await lapse(daysAhead(111), 'airtable.lapse.cancelled')
    const confirmed = await lapse(daysAhead(118), 'airtable.lapse.confirmed')
    await fetch(`${booking.fake.url}/__clock/advance?seconds=${7 * 86_400}`, { method: 'POST' })
    // Staff cancel the second one in Airtable after the round read it (here: a round that reads no
    // record), before the site's write: their status stands.
    await setStatus(cancelled.airtableId, 'Cancelled')
    // A Confirmed set as the site declined: the hold is gone, so the record must not keep its pieces counted.
    await setStatus(confirmed.airtableId, 'Confirmed')
    const unread = reservationRound({ deps: booking.booking.flow, stripe: stripeFromEnv(booking.env)! })
    expect(await unread()).toEqual(
      expect.arrayContaining([
        { recordId: declined.recordId, action: 'decline', why: 'lapsed' },
        { recordId: cancelled.recordId, action: 'decline', why: 'lapsed' },
        { recordId: confirmed.recordId, action: 'decline', why: 'lapsed' },
      ]),
    )
    let delivered = 0
    await until(
      () => delivered === 3,
      'the three records written',
      15_000,
      async () => {
        const { rows } = await booking.sql.query<{ n: number }>(
          `SELECT COUNT(*)::int AS n FROM deliveries WHERE target = 'reserve-airtable' AND state = 'delivered'`,
        )
        delivered = rows[0]!.n
      },
    )
    expect(recordFields(declined.airtableId)).toMatchObject({ Status: 'Declined' })
    expect(recordFields(cancelled.airtableId)).toMatchObject({ Status: 'Cancelled' })
    expect(recordFields(confirmed.airtableId)).toMatchObject({ Status: 'Declined' })
  })
})
