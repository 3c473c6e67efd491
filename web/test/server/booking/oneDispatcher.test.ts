import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_TABLES } from '../../../src/server/booking/bookingTables.ts'
import { sendQuote } from '../../../src/server/booking/quoteWatcher.ts'
import { QUOTE_FLOW_TABLES } from '../../../src/server/booking/quoteWatcherTables.ts'
import {
  daysAhead,
  mailTo,
  REQUEST,
  STAFF,
  startBooking,
  startFakeAirtable,
  type Booking,
  type FakeAirtable,
} from './bookingApp.ts'

/**
 * Every row a booking path queues (the routes', the webhook's, the quote watcher's) is taken by the booking's
 * one dispatcher at the wake-up after its commit, as the inquiry and store outboxes' are: none waits for
 * another dispatcher's poll (30 s).
 */
let airtable: FakeAirtable
let booking: Booking
beforeAll(async () => {
  airtable = await startFakeAirtable()
  booking = await startBooking({ airtable })
}, 60_000)
afterAll(async () => {
  await booking.close()
  await airtable.close()
})

/**
 * A third of the dispatcher's 30 s poll: only the wake-up after the commit delivers this soon (well under
 * 2 s here; the margin is for a loaded machine's first SMTP connection).
 */
const PROMPTLY_MS = 10_000

const rowOf = async (table: string, recordId: string) =>
  (await booking.booking.outbox.store.list(1000)).find((row) => row.table === table && row.fields.Record === recordId)

const stateOf = (delivery: { target: string; state: string }) => `${delivery.target} ${delivery.state}`

describe("the booking's one dispatcher", () => {
  it('emails staff and comments on the record as soon as the fresh-quote route has committed', async () => {
    const email = 'fresh.prompt@example.com'
    const { token, recordId } = await booking.quoted({ Email: email }, daysAhead(-1))
    expect((await booking.fresh(token)).status).toBe(202)
    const committed = Date.now()

    const [mail] = await mailTo(booking.smtp, STAFF, 1, PROMPTLY_MS)
    expect(mail!.subject).toMatch(/^Fresh quote asked for: /)
    expect(mail!.replyTo?.text).toContain(email)
    await expect.poll(() => airtable.comments.map((c) => c.recordId), { timeout: PROMPTLY_MS }).toContain(recordId)
    expect(Date.now() - committed).toBeLessThan(PROMPTLY_MS)
    await expect
      .poll(async () => (await rowOf(BOOKING_TABLES.freshRequests, recordId))?.deliveries.map(stateOf).sort())
      .toEqual(['quote-airtable delivered', 'quote-staff-email delivered'])
  })

  it("delivers a quote link queued on the booking's flow (the quote watcher's path) at once", async () => {
    const email = 'link.prompt@example.com'
    const { recordId } = await booking.quoted({ Email: email })
    const record = {
      recordId,
      status: 'Quoted',
      name: 'Charlotte Nguyen',
      email,
      eventDate: REQUEST['Date of event'],
      items: REQUEST.Items,
      totalCents: 800_00,
    }
    const sent = await sendQuote(booking.booking.flow, record)
    expect(sent).toMatchObject({ queued: true })

    const [mail] = await mailTo(booking.smtp, email, 1, PROMPTLY_MS)
    expect(mail!.subject).toMatch(/^Your quote for /)
    await expect
      .poll(async () => (await rowOf(QUOTE_FLOW_TABLES.links, recordId))?.deliveries.map(stateOf).sort())
      .toEqual(['quote-airtable delivered', 'quote-email delivered'])
  })
})
