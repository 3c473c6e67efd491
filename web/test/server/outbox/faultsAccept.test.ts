import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactMessage, outboxApp, post, stopDeliveries, tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'

/**
 * When the server itself cannot take a submission (the database's disk full, its connection lost),
 * the visitor gets 503 with the safe message and keeps the draft (the browser keeps it on any failure);
 * nothing is stored or sent. And a burst of 1,000 submissions: all stored, all delivered, none twice.
 */
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

const app = () =>
  outboxApp({
    INQUIRY_DB: db.path,
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

  it('1,000 submissions in a burst: all stored, all delivered to Airtable and by email, none twice', async () => {
    const form = app()
    const messages = Array.from({ length: 1000 }, () => contactMessage('burst'))
    const answers = await Promise.all(messages.map((message) => post(form, '/api/contact-messages', message)))
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([])
    expect(await form.outbox.store.list(2000)).toHaveLength(1000)

    await vi.waitFor(
      async () => expect(await form.outbox.store.counts()).toEqual({ pending: 0, delivered: 3000, failed: 0 }),
      {
        timeout: 150_000,
        interval: 200,
      },
    )
    const emails = new Set(messages.map((message) => message.email))
    const records = fake.received.filter((entry) => emails.has(String(entry.body.fields.Email)))
    expect(records).toHaveLength(1000)
    expect(new Set(records.map((entry) => entry.body.fields.Email)).size).toBe(1000)
    const confirmations = smtp.messages.filter((mail) =>
      emails.has(mail.to && 'value' in mail.to ? mail.to.value[0]!.address! : ''),
    )
    expect(confirmations).toHaveLength(1000)
    const notifications = smtp.messages.filter((mail) => emails.has(mail.replyTo?.value[0]?.address ?? ''))
    expect(notifications).toHaveLength(1000)
    expect(new Set(notifications.map((mail) => mail.replyTo!.value[0]!.address)).size).toBe(1000)
  }, 180_000)
})
