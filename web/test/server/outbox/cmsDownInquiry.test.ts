import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFormApiFromEnv } from '../../../src/server/api/formApiFromEnv.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import type { ContentSource } from '../../../src/server/sanityForServer.ts'
import { hireInquiry, post, stopDeliveries, tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'

/**
 * The whole CMS down while an inquiry with items arrives: the visitor is told "sent" (201) once it is
 * stored, and it reaches Airtable (no Total Cost: the field is left out, not 0) and both emails (signed
 * with the fallbacks) with its prices to be confirmed.
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

const NOTIFY_TO = 'bookings@amaranth.test'
/** Every read of the CMS fails: the catalogue, the charges and the site settings the emails sign with. */
const cmsDown = { sanity: { fetch: () => Promise.reject(new Error('CMS down')) } } as unknown as ContentSource

describe('an inquiry with items while the whole CMS is down', () => {
  it('is stored, delivered to Airtable without a Total Cost, and emailed with its prices to be confirmed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const env = readServerEnv({
      INQUIRY_DB: db.path,
      INQUIRY_RATE_LIMIT: '100000',
      INQUIRY_RETRY_BASE_MS: '50',
      INQUIRY_RETRY_MAX_MS: '200',
      AIRTABLE_TOKEN: 'patCmsDown',
      AIRTABLE_BASE_ID: 'appCmsDown',
      AIRTABLE_ENDPOINT_URL: fake.url,
      SMTP_URL: smtp.url,
      INQUIRY_NOTIFY_TO: NOTIFY_TO,
    })
    const app = createFormApiFromEnv(cmsDown, env)
    const inquiry = hireInquiry('cms-down')
    expect(await post(app, '/api/equipment-hire-requests', inquiry)).toMatchObject({ status: 201 })
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^Failed to read the catalogue for an inquiry/))

    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 15_000, interval: 20 })
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
