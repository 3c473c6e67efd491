import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactMessage, outboxApp, post, stopDeliveries, tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'
import { BACKENDS, type TestDatabase } from '../data/backends.ts'

/**
 * When the server itself cannot take a submission (the database's disk full, its connection lost),
 * the visitor gets 503 with the safe message and keeps the draft (the browser keeps it on any failure);
 * nothing is stored or sent. And a burst of submissions: all stored, all delivered, none twice.
 */

/**
 * A burst of 50: all posted at once, so accepts race on the database and the queue holds many times what
 * the targets take at a time (3 Airtable writes, 2 of each email), claimed one by one. 1,000 proved no more
 * and took over a minute on either database (the deliveries, about 30 a second here, set the pace).
 */
const BURST = 50
const postgres = BACKENDS.find(([name]) => name === 'PostgreSQL')?.[1]
const DATABASES: Array<[string, () => Promise<{ env: Record<string, string>; db?: TestDatabase }>]> = [
  ['PGlite', async () => ({ env: { INQUIRY_DB: db.path } })],
  ...(postgres
    ? [
        [
          'PostgreSQL',
          async () => {
            const opened = await postgres()
            return { env: { DATABASE_URL: opened.url! }, db: opened }
          },
        ] as (typeof DATABASES)[number],
      ]
    : []),
]
let fake: FakeAirtable
let smtp: SmtpServer
let db: ReturnType<typeof tempInquiryDb>
beforeAll(async () => {
  fake = await startFakeAirtable()
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await fake.close()
  await smtp.close()
})
beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  db = tempInquiryDb()
})
afterEach(async () => {
  await stopDeliveries()
  db.remove()
})

const app = (database: Record<string, string> = { INQUIRY_DB: db.path }) =>
  outboxApp({
    ...database,
    AIRTABLE_TOKEN: 'patAccept',
    AIRTABLE_BASE_ID: 'appAccept',
    AIRTABLE_ENDPOINT_URL: fake.url,
    SMTP_URL: smtp.url,
    INQUIRY_NOTIFY_TO: 'bookings@amaranth.test',
  })

const REFUSED = {
  status: 503,
  body: {
    error: 'delivery_failed',
    message: "We couldn't send this just now. Nothing you typed is lost: please try again.",
  },
}
const fromEmail = (email: string) => fake.received.filter((entry) => entry.body.fields.Email === email)

describe('accepting a submission', () => {
  it('the database refusing a write (disk full, connection lost): 503 with the safe message, nothing of it stored or sent; what was taken before is all there, and the retry is taken', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const form = app()
    const taken = [contactMessage('before'), contactMessage('before')]
    for (const message of taken)
      expect(await post(form, '/api/contact-messages', message)).toMatchObject({ status: 201 })
    // What PostgreSQL answers when the disk is full, for any submission from now on.
    await form.outbox.sql.exec(`
      CREATE FUNCTION refuse() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse BEFORE INSERT ON submissions FOR EACH ROW EXECUTE FUNCTION refuse();`)
    const refused = contactMessage('disk-full')
    expect(await post(form, '/api/contact-messages', refused)).toMatchObject(REFUSED)
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/\[outbox\] .*No space left on device \(local-store\)/))
    const stored = async () => (await form.outbox.store.list(1000)).map((entry) => entry.fields.Email)
    expect(await stored()).toEqual(taken.map((message) => message.email).reverse())
    await vi.waitFor(async () => expect((await form.outbox.store.counts()).pending).toBe(0), { timeout: 10_000 })
    expect(fromEmail(refused.email)).toEqual([])
    expect(smtp.to(refused.email)).toEqual([])
    expect(taken.every((message) => fromEmail(message.email).length === 1)).toBe(true)

    await form.outbox.sql.exec('DROP TRIGGER refuse ON submissions')
    expect(await post(form, '/api/contact-messages', refused)).toMatchObject({ status: 201 })
    await vi.waitFor(() => expect(fromEmail(refused.email)).toHaveLength(1), { timeout: 10_000 })
  })

  it.each(DATABASES)(
    `${BURST} submissions in a burst on %s: all stored, all delivered to Airtable and by email, none twice`,
    async (_name, open) => {
      const size = BURST
      const database = await open()
      try {
        const form = app(database.env)
        const messages = Array.from({ length: size }, () => contactMessage('burst'))
        const answers = await Promise.all(messages.map((message) => post(form, '/api/contact-messages', message)))
        expect(answers.filter((answer) => answer.status !== 201)).toEqual([])
        expect(await form.outbox.store.list(2 * size)).toHaveLength(size)

        await vi.waitFor(
          async () => expect(await form.outbox.store.counts()).toEqual({ pending: 0, delivered: 3 * size, failed: 0 }),
          { timeout: 150_000, interval: 200 },
        )
        const emails = new Set(messages.map((message) => message.email))
        const records = fake.received.filter((entry) => emails.has(String(entry.body.fields.Email)))
        expect(records).toHaveLength(size)
        expect(new Set(records.map((entry) => entry.body.fields.Email)).size).toBe(size)
        const confirmations = smtp.messages.filter((mail) =>
          emails.has(mail.to && 'value' in mail.to ? mail.to.value[0]!.address! : ''),
        )
        expect(confirmations).toHaveLength(size)
        const notifications = smtp.messages.filter((mail) => emails.has(mail.replyTo?.value[0]?.address ?? ''))
        expect(notifications).toHaveLength(size)
        expect(new Set(notifications.map((mail) => mail.replyTo!.value[0]!.address)).size).toBe(size)
      } finally {
        await stopDeliveries()
        await database.db?.close()
      }
    },
    180_000,
  )
})
