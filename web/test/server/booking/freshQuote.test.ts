import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { requestFreshQuote } from '../../../src/server/booking/freshQuote.ts'
import { bookingOutboxFromEnv } from '../../../src/server/booking/bookingOutbox.ts'
import { QUOTE_FLOW_TABLES } from '../../../src/server/booking/quoteWatcherTables.ts'
import { closeDatabases } from '../../../src/server/data/fromEnv.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer } from '../support/smtpServer.ts'

let airtable: FakeAirtable
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let made: NonNullable<ReturnType<typeof bookingOutboxFromEnv>>
const db = tempInquiryDb()

beforeAll(async () => {
  airtable = await startFakeAirtable()
  smtp = await startSmtpServer()
  const env = readServerEnv({
    STRIPE_SECRET_KEY: 'sk_test_fresh',
    STRIPE_WEBHOOK_SECRET: 'whsec_fresh',
    PUBLIC_SITE_URL: 'https://fresh.test',
    INQUIRY_DB: db.path,
    SMTP_URL: smtp.url,
    INQUIRY_NOTIFY_TO: 'staff@fresh.test',
    AIRTABLE_TOKEN: 'patFresh',
    AIRTABLE_BASE_ID: 'appFresh',
    AIRTABLE_ENDPOINT_URL: airtable.url,
  })
  made = bookingOutboxFromEnv(env, createContentSource(env, 'http://localhost:1').sanity)!
}, 60_000)
afterAll(async () => {
  await made.outbox.stop()
  await closeDatabases()
  await Promise.all([airtable.close(), smtp.close()])
  db.remove()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('asking for a fresh quote', () => {
  it('emails staff (replies to the couple) and leaves a comment on the record, once however often it is asked', async () => {
    const created = await fetch(`${airtable.url}/v0/appFresh/${encodeURIComponent(TABLES.equipmentHireRequests)}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer patFresh', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: { Email: 'olivia@example.com', Status: 'Quoted' } }),
    })
    const recordId = ((await created.json()) as { id: string }).id
    const request = {
      recordId,
      name: 'Olivia Hart',
      email: 'olivia@example.com',
      eventDate: '2027-03-20',
      expiredOn: '2026-12-11',
    }
    const deps = { store: made.flow.store, giveUpMs: 60_000, airtable: true }
    await requestFreshQuote(deps, request)
    await requestFreshQuote(deps, request)
    const rows = (await made.flow.store.list(100)).filter((row) => row.table === QUOTE_FLOW_TABLES.freshRequests)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.deliveries.map((delivery) => delivery.target).sort()).toEqual([
      'quote-airtable',
      'quote-staff-email',
    ])

    await made.outbox.start()
    for (let i = 0; i < 200 && !(smtp.messages.length && airtable.comments.length); i++) await sleep(50)
    const [mail] = smtp.messages
    expect(mail!.to).toMatchObject({ text: 'staff@fresh.test' })
    expect(mail!.replyTo?.text).toContain('olivia@example.com')
    expect(mail!.text).toContain(recordId)
    expect(mail!.text).toContain('expired on Friday 11 December 2026')
    expect(airtable.comments).toMatchObject([
      { recordId, text: expect.stringContaining('Olivia Hart asked for a fresh quote') },
    ])
  }, 60_000)
})
