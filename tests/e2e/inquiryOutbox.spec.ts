import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { FAKE_AIRTABLE_URL } from '../playwright.config.ts'
import { gotoHydrated } from './support/checks.ts'
import { OLIVIA, fillContactForm, sendHireInquiry } from './support/hireForms.ts'

/**
 * The contract of issue #15 (docs/decisions/0010): with Airtable failing, both forms lead to the thank-you
 * page and the record arrives within 60 s of Airtable recovering, exactly once; with Airtable healthy, the
 * record is there by the time the thank-you page shows.
 */
const emailFor = (testInfo: TestInfo, marker: string) =>
  `${marker}.outbox.${testInfo.project.name}.${Date.now()}@example.com`

async function storedFor(page: Page, email: string) {
  const response = await page.request.get(`${FAKE_AIRTABLE_URL}/__received?email=${encodeURIComponent(email)}`)
  return (await response.json()) as Array<{ table: string; record: { fields: Record<string, unknown> } }>
}

async function sendInquiry(page: Page, email: string) {
  await gotoHydrated(page, '/equipment-hire-inquiry')
  await sendHireInquiry(page, {
    ...OLIVIA,
    email,
    message: 'Eighty guests on long tables.',
  })
}

async function sendMessage(page: Page, email: string) {
  await gotoHydrated(page, '/contact')
  await fillContactForm(page, { fullName: 'Olivia Hart', email, message: 'A spring wedding for eighty.' })
  await page.getByRole('button', { name: 'Send Message' }).click()
}

const FORMS = [
  { name: 'the hire inquiry', send: sendInquiry, table: 'Equipment Hire Requests' },
  { name: 'the contact form', send: sendMessage, table: 'Contact Messages' },
]

test.describe('Inquiries are stored first and delivered always', () => {
  for (const form of FORMS) {
    test(`${form.name} with Airtable failing: thank-you page; after recovery the record arrives within 60 s, exactly once`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000)
      const email = emailFor(testInfo, 'fault-503')
      await form.send(page, email)
      await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 })
      expect(await storedFor(page, email)).toEqual([])

      await page.request.post(`${FAKE_AIRTABLE_URL}/__recover?email=${encodeURIComponent(email)}`)
      const recovered = Date.now()
      await expect
        .poll(() => storedFor(page, email).then((stored) => stored.length), { timeout: 60_000, intervals: [250] })
        .toBe(1)
      testInfo.annotations.push({
        type: 'record arrived after recovery (ms)',
        description: String(Date.now() - recovered),
      })
      // Exactly once: nothing more arrives after a few more retry rounds.
      await page.waitForTimeout(3000)
      const stored = await storedFor(page, email)
      expect(stored.map((entry) => entry.table)).toEqual([form.table])
    })

    test(`${form.name} with Airtable healthy: the record is there when the thank-you page shows`, async ({
      page,
    }, testInfo) => {
      const email = emailFor(testInfo, 'healthy')
      await form.send(page, email)
      await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 })
      expect((await storedFor(page, email)).map((entry) => entry.table)).toEqual([form.table])
    })
  }
})
