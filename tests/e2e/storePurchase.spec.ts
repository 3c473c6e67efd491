import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { FAKE_MAILBOX_URL, FAKE_STRIPE_URL } from '../playwright.config.ts'
import { gotoHydrated, saveScreenshot } from './support/checks.ts'

/**
 * Issue #24 end to end against the fake Stripe and the fake mailbox: buy a guide, get the receipt with its
 * link, download a real PDF, see the sixth download refused with the offer of a fresh link, and get one
 * from "Lost your link?".
 */
type Mail = { to: string; subject: string; text: string; html: string }

async function mailTo(request: APIRequestContext, email: string, count: number): Promise<Mail[]> {
  let mails: Mail[] = []
  await expect
    .poll(
      async () => {
        mails = (await (
          await request.get(`${FAKE_MAILBOX_URL}/__mail?to=${encodeURIComponent(email)}`)
        ).json()) as Mail[]
        return mails.length
      },
      { timeout: 15_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(count)
  return mails
}

const linkIn = (mail: Mail) => /https?:\/\/\S+\/api\/downloads\/[\w-]+\.[\w-]+/.exec(mail.text)![0]

async function screenshotEmail(page: Page, testInfo: TestInfo, mail: Mail, name: string) {
  await page.setContent(mail.html)
  await saveScreenshot(page, testInfo, name)
}

test('buy a guide: test checkout, success page, receipt email, five downloads, then a fresh link', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const email = `buyer.${testInfo.project.name}.${Date.now()}@example.com`

  await gotoHydrated(page, '/store')
  await saveScreenshot(page, testInfo, 'store-selling')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Wedding Guide' }) })
  await card.getByRole('button', { name: 'Purchase & Download' }).click()

  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`))
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
  await expect(page.getByText('$49.00').first()).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await saveScreenshot(page, testInfo, 'store-test-checkout')
  await page.getByRole('button', { name: 'Pay' }).click()

  await expect(page).toHaveURL(/\/store\/purchased\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible()
  await expect(page.getByText('Wedding Guide is ready')).toBeVisible()
  await saveScreenshot(page, testInfo, 'store-success')
  const pageLink = await page.getByRole('link', { name: 'Download your guide' }).getAttribute('href')
  const fromPage = await page.request.get(pageLink!)
  expect((await fromPage.body()).subarray(0, 5).toString()).toBe('%PDF-')

  const [receipt] = await mailTo(page.request, email, 1)
  expect(receipt!.subject).toContain('Wedding Guide')
  expect(receipt!.text).toContain('Tax invoice')
  expect(receipt!.text).toContain('GST included')
  const link = linkIn(receipt!)
  for (let i = 1; i <= 5; i++) {
    const answer = await page.request.get(link)
    expect(answer.status(), `download ${i}`).toBe(200)
    expect(answer.headers()['content-type']).toBe('application/pdf')
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
  await page.goto(link)
  await expect(page).toHaveURL(/\/store\/link-expired\?reason=used/)
  await expect(page.getByRole('heading', { level: 1, name: 'This download link has ended' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Email me a fresh link' })).toBeVisible()

  await gotoHydrated(page, '/store')
  const lost = page.getByRole('region', { name: 'Lost your link?' })
  await lost.getByLabel('Email address').fill(email)
  await lost.getByRole('button', { name: 'Email me a fresh link' }).click()
  await expect(page).toHaveURL(/\/store\?link=sent/)
  await expect(page.getByRole('status')).toContainText('a fresh download link is on its way')
  const mails = await mailTo(page.request, email, 2)
  const fresh = mails.find((mail) => mail.subject === 'Your download link for Wedding Guide')!
  const renewed = await page.request.get(linkIn(fresh))
  expect((await renewed.body()).subarray(0, 5).toString()).toBe('%PDF-')

  await screenshotEmail(page, testInfo, receipt!, 'store-receipt-email')
})
