import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { airtableQuoteRecords } from '../../../src/server/booking/airtableQuoteRecords.ts'
import { localQuoteRecords } from '../../../src/server/booking/localQuoteRecords.ts'
import { withReservedRecords } from '../../../src/server/booking/reservedRecordIds.ts'
import { changeRound } from '../../../src/server/change/changeRound.ts'
import { changeAirtableTarget } from '../../../src/server/change/changeTargets.ts'
import { changesOf } from '../../../src/server/data/bookingChanges.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { startBooking, startFakeAirtable, STAFF, type Booking, type FakeAirtable } from '../booking/bookingApp.ts'
import { CHAIRS, changeRoutes, confirmedOn, until } from './changeSupport.ts'

/**
 * Final numbers against Airtable (decision 0033): the record's Items, Total Cost and Changes written by the
 * outbox; a change waiting for staff marked Requested, answered by staff's Change Request in the quote
 * watcher's round; a Cancelled or Completed record never moved.
 */
let airtable: FakeAirtable
let booking: Booking
let routes: ReturnType<typeof changeRoutes>
beforeAll(async () => {
  airtable = await startFakeAirtable({ host: '127.0.0.1' })
  booking = await startBooking({ airtable })
  routes = changeRoutes(booking)
}, 60_000)
afterAll(async () => {
  await booking.close()
  await airtable.close()
})

const access = () => ({ token: 'patBooking', baseId: 'appBooking', endpointUrl: airtable.url })
const fieldsOf = (recordId: string) =>
  airtable.received.findLast((entry) => entry.record.id === recordId)?.record.fields ?? {}
const setFields = (id: string, fields: Record<string, unknown>) =>
  fetch(`${airtable.url}/v0/appBooking/${encodeURIComponent('Equipment Hire Requests')}/${id}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer patBooking', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  })
const round = () =>
  changeRound({
    deps: { ...booking.booking.flow, readBase: booking.stockBase },
    records: withReservedRecords(booking.sql, airtableQuoteRecords(access()), localQuoteRecords(booking.sql)),
    stripe: stripeFromEnv(booking.env)!,
  })()

async function confirmedInAirtable() {
  const couple = await confirmedOn(booking)
  await until(
    async () => fieldsOf(couple.recordId).Status,
    (status) => status === 'Confirmed',
  )
  return couple
}

describe('a change against Airtable', () => {
  it('writes Items, Total Cost and a dated Changes line; the page shows the change before the record has it', async () => {
    const { token, recordId } = await confirmedInAirtable()
    expect((await routes.send(token, [{ productId: CHAIRS, quantity: 90 }])).body).toEqual({ outcome: 'applied' })
    expect((await routes.view(token)).current.totalCents).toBe(885_00)
    const fields = await until(
      async () => fieldsOf(recordId),
      (f) => f['Total Cost'] === 885,
    )
    expect(fields).toMatchObject({
      Items: 'Crossback Timber Chair x 90 = $765.00\nDelivery: Toowoomba x 1 = $120.00',
      'Total Cost': 885,
      Changes: expect.stringMatching(
        /^\d{1,2} \w{3} \d{4}: Crossback Timber Chair 80 → 90, by Charlotte Nguyen; total \$800\.00 → \$885\.00$/,
      ),
    })
    expect(fields['Change Request']).toBeUndefined()
    expect(await routes.view(token)).toMatchObject({ current: { totalCents: 885_00 }, changed: false })
  })

  it('marks a change for staff Requested; their Approved applies it in the round, once the request is in the record', async () => {
    const { token, recordId, email } = await confirmedInAirtable()
    expect((await routes.send(token, [{ productId: CHAIRS, quantity: 60 }])).body).toEqual({ outcome: 'requested' })
    const asked = await until(
      async () => fieldsOf(recordId),
      (f) => f['Change Request'] === 'Requested',
    )
    expect(asked.Changes).toMatch(
      /: asked: Crossback Timber Chair 80 → 60, by Charlotte Nguyen; total \$800\.00 → \$630\.00 \(waiting for your answer\)$/,
    )
    expect(await round()).toEqual([])
    await setFields(recordId, { 'Change Request': 'Approved' })
    expect(await round()).toEqual([expect.objectContaining({ recordId, outcome: 'applied', why: 'staff' })])
    expect(await round()).toEqual([])
    const applied = await until(
      async () => fieldsOf(recordId),
      (f) => f['Total Cost'] === 630,
    )
    expect(String(applied.Changes).split('\n')).toHaveLength(2)
    expect(applied.Items).toBe('Crossback Timber Chair x 60 = $510.00\nDelivery: Toowoomba x 1 = $120.00')
    await until(
      async () => booking.smtp.to(email).some((mail) => mail.subject?.startsWith('Your booking for')),
      Boolean,
    )

    // An Approved left from that change never answers the next one before the site's Requested is in the record.
    expect((await routes.send(token, [{ productId: CHAIRS, quantity: 50 }])).body).toEqual({ outcome: 'requested' })
    const [, second] = await changesOf(booking.sql, recordId)
    await until(
      async () => fieldsOf(recordId)['Change Request'],
      (answer) => answer === 'Requested',
    )
    await setFields(recordId, { 'Change Request': 'Approved' })
    await booking.sql.query(
      `UPDATE deliveries SET state = 'pending' WHERE submission = $1 AND target = 'change-airtable'`,
      [second!.requestSubmission],
    )
    expect(await round()).toEqual([])
    await booking.sql.query(
      `UPDATE deliveries SET state = 'delivered' WHERE submission = $1 AND target = 'change-airtable'`,
      [second!.requestSubmission],
    )
    await setFields(recordId, { 'Change Request': 'Refused' })
    expect(await round()).toEqual([expect.objectContaining({ recordId, outcome: 'refused' })])
    expect((await routes.view(token)).current.totalCents).toBe(630_00)
    await until(
      async () => booking.smtp.to(email).some((mail) => mail.subject?.startsWith('About your change')),
      Boolean,
    )
    expect(booking.smtp.to(STAFF).some((mail) => mail.subject?.startsWith('Change to approve'))).toBe(true)
  })

  it('never writes Items or Total Cost over a Cancelled or Completed record: the Changes line alone', async () => {
    const { recordId } = await confirmedInAirtable()
    await setFields(recordId, { Status: 'Completed' })
    const target = changeAirtableTarget(access())
    const note = '2 Dec 2026: Crossback Timber Chair 80 → 90, by Charlotte Nguyen; total $800.00 → $885.00'
    const submission = {
      id: 1,
      table: 'Booking Changes',
      fields: {
        Record: recordId,
        Kind: 'applied',
        Items: 'Crossback Timber Chair x 90 = $765.00',
        'After Cents': 885_00,
        Note: note,
      },
    }
    await target.deliver(submission as never)
    await target.deliver(submission as never)
    expect(fieldsOf(recordId)).toMatchObject({ Status: 'Completed', 'Total Cost': 800, Changes: note })
  })
})
