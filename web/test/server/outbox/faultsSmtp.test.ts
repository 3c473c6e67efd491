import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  contactMessage,
  emptyTables,
  hireInquiry,
  outboxApp,
  post,
  stopOutboxes,
  tempInquiryDb,
} from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../../support/childNode.ts'

/**
 * The two emails of an inquiry, sent over a real SMTP conversation to an in-process smtp-server and parsed
 * back with mailparser (no mock transport), and what the outbox holds when SMTP refuses or is not set up.
 */
const PRINT_INQUIRIES = fileURLToPath(new URL('../../../src/server/cli/inquiriesCommand.ts', import.meta.url))
const NOTIFY_TO = 'bookings@amaranth.test'
/** Asynchronously: the SMTP server in this process must go on answering while the command runs. */
const inquiries = (args: string[], env: NodeJS.ProcessEnv) =>
  promisify(execFile)(process.execPath, [...SHORT_LIVED_NODE_FLAGS, PRINT_INQUIRIES, ...args], {
    env,
    encoding: 'utf8',
  })

let smtp: SmtpServer
/** The file's one database, emptied after each test (closed with the file: test/support/tempDatabase.ts). */
const db = tempInquiryDb()
let app: ReturnType<typeof outboxApp> | undefined
beforeEach(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {})
  smtp = await startSmtpServer()
})
afterEach(async () => {
  await stopOutboxes()
  if (app) await emptyTables(app.outbox.sql)
  await smtp.close()
})

const emailApp = (env: Record<string, string> = {}) =>
  (app = outboxApp({
    INQUIRY_DB: db.path,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Amaranth Events <hello@amaranth.test>',
    INQUIRY_NOTIFY_TO: NOTIFY_TO,
    ...env,
  }))

const deliveries = async (app: ReturnType<typeof outboxApp>) => (await app.outbox.store.list())[0]!.deliveries

describe('inquiry emails over SMTP', () => {
  it('SMTP refusing, then back: the visitor is told "sent" at once; each email is delivered once after the refusals', async () => {
    smtp.refuse(3)
    const app = emailApp()
    const inquiry = hireInquiry('smtp-refusing')
    expect(await post(app, '/api/equipment-hire-requests', inquiry)).toMatchObject({ status: 201 })
    expect(smtp.messages).toHaveLength(0)
    await vi.waitFor(
      async () => expect((await deliveries(app)).map((row) => row.state)).toEqual(['delivered', 'delivered']),
      {
        timeout: 15_000,
        interval: 20,
      },
    )
    expect(smtp.refused()).toBe(3)
    expect((await deliveries(app)).reduce((sum, row) => sum + row.attempts, 0)).toBe(5)
    expect(smtp.messages).toHaveLength(2)

    const [notification] = smtp.to(NOTIFY_TO)
    expect(notification!.subject).toBe('New hire inquiry: Olivia Hart, Saturday 20 March 2027')
    expect(notification!.replyTo!.value).toEqual([{ name: 'Olivia Hart', address: inquiry.email }])
    expect(notification!.from!.value[0]!.address).toBe('hello@amaranth.test')
    expect(notification!.text).toContain('Venue: Spicers Clovelly Estate, Montville')
    expect(notification!.text).toContain('- Clear Cylinder Vase (45 cm) x 12 = $96.00')
    expect(notification!.text).toContain('- Amber Glass Tumbler x 3 = $5.40')
    expect(notification!.text).toContain('Estimated total: $101.40')
    expect(notification!.html).toContain('#330506')

    const [confirmation] = smtp.to(inquiry.email)
    expect(confirmation!.subject).toBe('We have your inquiry for Saturday 20 March 2027 · Amaranth Events')
    expect(confirmation!.text).toContain('We reply to every enquiry within 12 hours.')
    expect(confirmation!.text).toContain('Event date: Saturday 20 March 2027')
    expect(confirmation!.text).toContain('Clear Cylinder Vase (45 cm) x 12')
    expect(confirmation!.text).toMatch(/Estimated total: \$101\.40 \(an estimate/)
    expect(confirmation!.text).toContain('07 5550 1234')
    expect(confirmation!.text).toContain('hello@amaranthevents.example')
    expect(confirmation!.html).toContain('Cormorant Garamond')
  })

  it('both emails show the delivered estimate: items, each fee, the total and the deposit, and staff see postcode and terms', async () => {
    const app = emailApp()
    const inquiry = { ...hireInquiry('estimate'), postcode: '6009', damageWaiver: true, termsVersion: '2026-11-01' }
    expect(await post(app, '/api/equipment-hire-requests', inquiry)).toMatchObject({ status: 201 })
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 15_000, interval: 20 })
    const breakdown = [
      'Items: $101.40',
      '- Delivery, setup and collection (Perth metro) = $180.00',
      '- Damage waiver (10%) = $10.14',
      'Estimated total: $291.54 (an estimate; your quote confirms the final amount)',
      'A 30% deposit ($87.46) secures the booking once the quote is confirmed.',
    ].join('\n')
    const [notification] = smtp.to(NOTIFY_TO)
    const [confirmation] = smtp.to(inquiry.email)
    for (const email of [notification!, confirmation!]) {
      expect(email.text).toContain(breakdown)
      expect(email.html).toContain('Delivery, setup and collection (Perth metro)')
      expect(email.text).toContain('Venue postcode: 6009 (Perth metro; $98.60 below its minimum order)')
      expect(email.text).toMatch(
        /Hire terms: accepted the terms in effect from 1 November 2026, on .+ \(Brisbane time\)/,
      )
    }
    // The visitor's own words, without the notes the record's Message carries for staff.
    expect(confirmation!.text).toContain('Message: Eighty guests on long tables.\n')
    expect(confirmation!.text).not.toContain('Added by the website')
  })

  it('escapes what the visitor typed in the HTML part', async () => {
    const app = emailApp()
    const message = { ...contactMessage('escape'), message: '<script>alert(1)</script> & "quotes"' }
    expect((await post(app, '/api/contact-messages', message)).status).toBe(201)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 10_000 })
    const [notification] = smtp.to(NOTIFY_TO)
    expect(notification!.subject).toBe('New message: Olivia Hart')
    expect(notification!.html).not.toContain('<script>')
    expect(notification!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;')
    expect(notification!.text).toContain('<script>alert(1)</script> & "quotes"')
  })

  it('without SMTP_URL: stored, the emails wait in the outbox, and `pnpm inquiries` shows them', async () => {
    const app = emailApp({ SMTP_URL: '' })
    const message = contactMessage('no-smtp')
    expect((await post(app, '/api/contact-messages', message)).status).toBe(201)
    expect((await deliveries(app)).map(({ target, state, attempts }) => ({ target, state, attempts }))).toEqual([
      { target: 'confirmation-email', state: 'pending', attempts: 0 },
      { target: 'notify-email', state: 'pending', attempts: 0 },
    ])
    // The server stops delivering but keeps its database open: the command goes through its socket, as beside
    // a running server (a command opening the PGlite itself spends seconds of CPU first).
    await stopOutboxes()
    const printed = await inquiries([], { ...process.env, INQUIRY_DB: db.path, SMTP_URL: '' })
    expect(printed.stdout).toContain(message.email)
    expect(printed.stdout).toMatch(/notify-email +pending +attempts 0 · waits in the outbox \(SMTP_URL is not set\)/)
    expect(printed.stdout).toContain('deliveries 0 delivered, 2 pending, 0 failed')
    expect(smtp.messages).toHaveLength(0)
  })

  it('a delivery that failed for good is shown with its last error, and `pnpm inquiries retry <id>` sends it now', async () => {
    smtp.refuse(Infinity)
    const app = emailApp({ INQUIRY_RETRY_BASE_MS: '10', INQUIRY_RETRY_MAX_MS: '10' })
    const message = contactMessage('retry')
    expect((await post(app, '/api/contact-messages', message)).status).toBe(201)
    // Give up at once: the retry window is over.
    await app.outbox.sql.query('UPDATE deliveries SET give_up_at = 0')
    const alarms = vi.spyOn(console, 'error').mockImplementation(() => {})
    await vi.waitFor(
      async () => expect((await deliveries(app)).map((row) => row.state)).toEqual(['failed', 'failed']),
      {
        timeout: 10_000,
      },
    )
    expect(alarms).toHaveBeenCalledWith(
      expect.stringMatching(/DELIVERY FAILED FOR GOOD: #1 (notify|confirmation)-email/),
    )
    await stopOutboxes()

    const env = { ...process.env, INQUIRY_DB: db.path, SMTP_URL: smtp.url, INQUIRY_NOTIFY_TO: NOTIFY_TO }
    const listed = await inquiries([], env)
    expect(listed.stdout).toMatch(/notify-email +failed +attempts \d+ · gave up at .* · last error: .*451/)
    smtp.accept()
    const retried = await inquiries(['retry', '1'], env)
    expect(retried.stdout).toMatch(/#1 notify-email +delivered/)
    expect(retried.stdout).toMatch(/#1 confirmation-email +delivered/)
    expect(smtp.messages).toHaveLength(2)
  })
})
