import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactMessage, outboxApp, post, stopDeliveries, tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'

/**
 * When the server itself cannot take a submission (the database locked by another process, the disk full),
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
  it('the database locked by another process: 503 with the safe message, nothing stored or sent; the retry is taken', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const form = app()
    const locker = new DatabaseSync(db.path)
    locker.exec('BEGIN EXCLUSIVE')
    const message = contactMessage('locked')
    expect(await post(form, '/api/contact-messages', message)).toMatchObject(REFUSED)
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/\[outbox\] .*database is locked \(local-store\)/))
    locker.exec('ROLLBACK')
    locker.close()
    expect(form.outbox.store.list()).toEqual([])
    expect(fromEmail(message.email)).toEqual([])

    expect(await post(form, '/api/contact-messages', message)).toMatchObject({ status: 201 })
    expect(form.outbox.store.list()).toHaveLength(1)
    expect(fromEmail(message.email)).toHaveLength(1)
  })

  it('the disk full: 503 with the safe message; what was taken before is all there, the refused one is neither stored nor sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const form = app()
    // A disk with no room left: the file may not grow past its size now; submissions fill the pages it has.
    const { page_count } = form.outbox.db.prepare('PRAGMA page_count').get() as { page_count: number }
    form.outbox.db.exec(`PRAGMA max_page_count = ${page_count}`)
    const taken: string[] = []
    let refused: { email: string; answer: Awaited<ReturnType<typeof post>> } | undefined
    for (let i = 0; i < 100 && !refused; i++) {
      const message = { ...contactMessage('disk-full'), message: 'x'.repeat(1000) }
      const answer = await post(form, '/api/contact-messages', message)
      if (answer.status === 201) taken.push(message.email)
      else refused = { email: message.email, answer }
    }
    expect(refused?.answer).toMatchObject(REFUSED)
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/database or disk is full \(local-store\)/))
    expect(form.outbox.store.list(1000).map((entry) => entry.fields.Email)).toEqual(taken.reverse())
    await vi.waitFor(() => expect(form.outbox.store.counts().pending).toBe(0), { timeout: 10_000 })
    expect(fromEmail(refused!.email)).toEqual([])
    expect(smtp.to(refused!.email)).toEqual([])
    expect(taken.every((email) => fromEmail(email).length === 1)).toBe(true)
  })

  it('1,000 submissions in a burst: all stored, all delivered to Airtable and by email, none twice', async () => {
    const form = app()
    const messages = Array.from({ length: 1000 }, () => contactMessage('burst'))
    const answers = await Promise.all(messages.map((message) => post(form, '/api/contact-messages', message)))
    expect(answers.filter((answer) => answer.status !== 201)).toEqual([])
    expect(form.outbox.store.list(2000)).toHaveLength(1000)

    await vi.waitFor(() => expect(form.outbox.store.counts()).toEqual({ pending: 0, delivered: 3000, failed: 0 }), {
      timeout: 150_000,
      interval: 200,
    })
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
