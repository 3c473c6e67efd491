import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { airtableTarget } from '../../../src/server/outbox/airtableTarget.ts'
import { daysAhead, startBooking, startFakeAirtable, type Booking, type FakeAirtable } from '../booking/bookingApp.ts'
import { reserveForm } from './reserveSupport.ts'

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
async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The inquiry's own `airtable` delivery of the reservation's request, as the form API's outbox makes it. */
async function createInAirtable(recordId: string) {
  const stored = (await createSubmissions(booking.sql).submission(Number(recordId)))!
  const target = airtableTarget({ token: 'patBooking', baseId: 'appBooking', endpointUrl: airtable.url })
  const id = await target.deliver(stored as never)
  await booking.sql.query(
    `UPDATE deliveries SET state = 'delivered', result = $2 WHERE submission = $1 AND target = 'airtable'`,
    [Number(recordId), id],
  )
  return id
}

describe('Reserve now against Airtable', () => {
  it('shows Reserved before the record reaches Airtable; Confirmed writes Deposit Paid to the record it made', async () => {
    const email = `airtable.reserve.${Date.now()}@example.com`
    const answer = await booking.app.request('/api/reserve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(reserveForm(daysAhead(90), email)),
    })
    const { url } = (await answer.json()) as { url: string }
    const sessionId = url.split('/').at(-1)!
    const token = new URL(booking.fake.sessions.get(sessionId)!.success_url).pathname.split('/').at(-1)!
    await booking.pay(url, email)
    const view = async () => (await (await booking.view(token, `?session_id=${sessionId}`)).json()) as QuoteView
    expect(await view()).toMatchObject({ state: 'reserved' })
    const { rows } = await booking.sql.query<{ recordId: string }>(
      'SELECT record_id AS "recordId" FROM reservations WHERE session_id = $1',
      [sessionId],
    )
    const recordId = rows[0]!.recordId
    const airtableId = await createInAirtable(recordId)
    expect(recordFields(airtableId)).toMatchObject({ Status: 'Reserved', 'Quote Link': expect.stringContaining(token) })
    expect(await view()).toMatchObject({ state: 'reserved', current: { totalCents: 12_000 } })
    expect(await booking.booking.reserve!.decide(recordId, 'accept', 'staff')).toBe(true)
    await until(() => recordFields(airtableId)['Deposit Paid'] !== undefined, 'Deposit Paid')
    expect(recordFields(airtableId)).toMatchObject({ Status: 'Confirmed' })
    expect(await view()).toMatchObject({ state: 'confirmed' })
  })
})
