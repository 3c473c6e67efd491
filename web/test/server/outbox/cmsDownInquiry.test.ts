import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFormApi } from '../../../src/server/api/routes.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createOutboxFromEnv } from '../../../src/server/outbox/outboxFromEnv.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { hireInquiry, tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'

/**
 * The whole CMS down while an inquiry with items arrives: the visitor is told "sent" (201) once it is in
 * INQUIRY_DB, and it reaches Airtable (no Total Cost: the field is left out, not 0) and both emails with
 * its prices to be confirmed. The emails' business details still come from the lake: only the catalogue
 * and the charges fail here.
 */
let fake: FakeAirtable
let smtp: SmtpServer
let db: ReturnType<typeof tempInquiryDb>
let outbox: ReturnType<typeof createOutboxFromEnv> | undefined
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
  await outbox?.stop()
  db.remove()
})

const NOTIFY_TO = 'bookings@amaranth.test'
const cmsDown = () => Promise.reject(new Error('CMS down'))

describe('an inquiry with items while the CMS is down', () => {
  it('is stored, delivered to Airtable without a Total Cost, and emailed with its prices to be confirmed', async () => {
    const env = readServerEnv({
      INQUIRY_DB: db.path,
      AIRTABLE_TOKEN: 'patCmsDown',
      AIRTABLE_BASE_ID: 'appCmsDown',
      AIRTABLE_ENDPOINT_URL: fake.url,
      SMTP_URL: smtp.url,
      INQUIRY_NOTIFY_TO: NOTIFY_TO,
      INQUIRY_RETRY_BASE_MS: '50',
      INQUIRY_RETRY_MAX_MS: '200',
    })
    outbox = createOutboxFromEnv(env, createContentSource(env, 'http://localhost:1').sanity)
    outbox.start()
    const log = vi.fn()
    const app = createFormApi({ writer: outbox.writer, loadCatalogue: cmsDown, loadCharges: cmsDown, log })
    const inquiry = hireInquiry('cms-down')
    const response = await app.request('/api/equipment-hire-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(inquiry),
    })
    expect(response.status).toBe(201)
    expect(outbox.store.list()).toHaveLength(1)

    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 10_000, interval: 20 })
    const [record] = fake.received.filter((entry) => entry.body.fields.Email === inquiry.email)
    expect(record!.body.fields.Items).toBe(
      [
        'decor-21 (v2) x 12 = price to be confirmed',
        'catering-tableware-12 x 3 = price to be confirmed',
        'Delivery, setup and collection (to be confirmed)',
      ].join('\n'),
    )
    expect(record!.body.fields).not.toHaveProperty('Total Cost')
    expect(record!.body.fields.Message).toContain('Estimate: prices, delivery and fees are to be confirmed')
    for (const mail of [smtp.to(NOTIFY_TO)[0]!, smtp.to(inquiry.email)[0]!]) {
      expect(mail.text).toContain('- decor-21 (v2) x 12 = to be confirmed')
      expect(mail.text).toContain('Estimated total: to be confirmed')
      expect(mail.text).not.toContain('$0.00')
    }
  })
})
