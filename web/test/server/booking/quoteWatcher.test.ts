import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { dayNumber, isoDay } from '../../../src/availability/calendarDay.ts'
import { businessToday } from '../../../src/lib/time/businessDay.ts'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { bookingOutboxFromEnv } from '../../../src/server/booking/bookingOutbox.ts'
import { quoteWatcherFromEnv } from '../../../src/server/booking/quoteWatcherFromEnv.ts'
import { QUOTED_WITHOUT_LINK } from '../../../src/server/booking/quoteReader.ts'
import { closeDatabases } from '../../../src/server/data/fromEnv.ts'
import { quoteTokens } from '../../../src/server/data/quoteToken.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer } from '../support/smtpServer.ts'

const SECRET = 'sk_test_quote_watcher'
const SITE = 'https://watch.test'
const daysAhead = (days: number) => isoDay(dayNumber(businessToday())! + days)

let airtable: FakeAirtable
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const watchers: Array<{ stop: () => Promise<void> }> = []
const db = tempInquiryDb()

beforeAll(async () => {
  airtable = await startFakeAirtable()
  smtp = await startSmtpServer()
}, 60_000)
afterAll(async () => {
  await Promise.all(watchers.map((watcher) => watcher.stop()))
  await closeDatabases()
  await Promise.all([airtable.close(), smtp.close()])
  db.remove()
})

function start(extra: Record<string, string> = {}) {
  const env = readServerEnv({
    STRIPE_SECRET_KEY: SECRET,
    STRIPE_WEBHOOK_SECRET: 'whsec_watch',
    PUBLIC_SITE_URL: SITE,
    INQUIRY_DB: db.path,
    SMTP_URL: smtp.url,
    INQUIRY_NOTIFY_TO: 'staff@watch.test',
    AIRTABLE_TOKEN: 'patWatch',
    AIRTABLE_BASE_ID: 'appWatch',
    AIRTABLE_ENDPOINT_URL: airtable.url,
    QUOTE_POLL_MS: '150',
    INQUIRY_RETRY_BASE_MS: '100',
    INQUIRY_RETRY_MAX_MS: '300',
    ...extra,
  })
  // As the server runs it: the watcher queues onto the booking's outbox, whose dispatcher delivers.
  const { outbox, flow } = bookingOutboxFromEnv(env, createContentSource(env, 'http://localhost:1').sanity)!
  const watcher = quoteWatcherFromEnv(env, flow, stripeFromEnv(env)!)
  void outbox.start()
  watcher.start()
  const instance = {
    async stop() {
      await watcher.stop()
      await outbox.stop()
    },
  }
  watchers.push(instance)
  return instance
}

async function quotedRecord(fields: Record<string, unknown>) {
  const answer = await fetch(`${airtable.url}/v0/appWatch/${encodeURIComponent(TABLES.equipmentHireRequests)}`, {
    method: 'POST',
    headers: { Authorization: 'Bearer patWatch', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        'First Name': 'Charlotte',
        'Last Name': 'Nguyen',
        'Date of event': daysAhead(90),
        'Venue/location': 'Gabbinbar Homestead',
        Items: 'Crossback Timber Chair x 80 = $680.00',
        'Total Cost': 800,
        Status: 'Quoted',
        ...fields,
      },
    }),
  })
  return ((await answer.json()) as { id: string }).id
}

const recordOf = (id: string) => airtable.received.find((entry) => entry.record.id === id)!.record.fields
const mailTo = (email: string) =>
  smtp.messages.filter((mail) => mail.text?.includes(email) || JSON.stringify(mail.to).includes(email))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until<T>(what: () => T | undefined, ms = 20_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(50)) {
    const value = what()
    if (value) return value
  }
  throw new Error('timed out')
}
const polls = () =>
  airtable.requests.filter(
    (seen) => seen.method === 'GET' && new URL(seen.url).searchParams.get('filterByFormula') === QUOTED_WITHOUT_LINK,
  )

describe('the quote watcher', () => {
  it('writes a Quoted record its Quote Link and Quote Valid Until, emails the couple once, and reads once a round', async () => {
    const email = 'charlotte.watch@example.com'
    const id = await quotedRecord({ Email: email })
    const staffDay = await quotedRecord({ Email: 'staff.day@example.com', 'Quote Valid Until': daysAhead(5) })
    const unpriced = await quotedRecord({ Email: 'unpriced@example.com', 'Total Cost': null })
    start()

    const link = String(await until(() => recordOf(id)['Quote Link']))
    expect(link.startsWith(`${SITE}/quote/`)).toBe(true)
    expect(quoteTokens(SECRET).read(link.slice(`${SITE}/quote/`.length))).toMatchObject({ recordId: id })
    expect(recordOf(id)['Quote Valid Until']).toBe(daysAhead(14))
    const [mail] = await until(() => (mailTo(email).length ? mailTo(email) : undefined))
    expect(mail!.subject).toMatch(/^Your quote for /)
    expect(mail!.text).toContain(link)
    expect(mail!.text).toContain('$800.00')

    await until(() => recordOf(staffDay)['Quote Link'])
    expect(recordOf(staffDay)['Quote Valid Until']).toBe(daysAhead(5))

    const before = polls().length
    await sleep(1_000)
    // A round every 150 ms: a few reads, each one request of a page (3 records, no second page).
    expect(polls().length - before).toBeGreaterThan(2)
    expect(polls().length - before).toBeLessThan(10)
    expect(mailTo(email)).toHaveLength(1)
    expect(recordOf(unpriced)['Quote Link']).toBeUndefined()
    expect(mailTo('unpriced@example.com')).toHaveLength(0)
  }, 60_000)

  it('a second instance on the same database does not read while the first holds the lease, and takes over when it stops', async () => {
    const second = start()
    const before = polls().length
    await sleep(1_500)
    const reads = polls().length - before
    // Two instances polling on their own would read twice as often as one: one does, the other waits.
    expect(reads).toBeLessThan(1_500 / 150 + 2)

    // The first stops (SIGTERM gives its lease up): the second takes over within a round.
    await watchers[0]!.stop()
    const id = await quotedRecord({ Email: 'after.stop@example.com' })
    await until(() => recordOf(id)['Quote Link'])
    await second.stop()
  }, 60_000)

  it('a field missing from the base is logged by name and the write retried until staff add it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    airtable.dropField(TABLES.equipmentHireRequests, 'Quote Valid Until')
    const id = await quotedRecord({ Email: 'missing.field@example.com' })
    start()
    await until(() =>
      errors.mock.calls.some(([message]) => String(message).includes('has no field "Quote Valid Until"')),
    )
    expect(recordOf(id)['Quote Link']).toBeUndefined()
    airtable.addField(TABLES.equipmentHireRequests, 'Quote Valid Until')
    await until(() => recordOf(id)['Quote Link'])
    await until(() => mailTo('missing.field@example.com').length)
    errors.mockRestore()
  }, 60_000)
})
