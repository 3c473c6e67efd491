import { expect, test, type APIRequestContext, type APIResponse, type Page, type TestInfo } from '@playwright/test'
import { FAKE_MAILBOX_URL, FAKE_STRIPE_URL } from '../playwright.config.ts'
import { gotoHydrated, saveScreenshot } from './support/checks.ts'

/**
 * Issues #24 and #30 end to end against the fake Stripe and the fake mailbox: buy a guide, get the receipt
 * with its link, download a real PDF; the order's 5 downloads are shared by every link it has (the success
 * URL revisited and "Lost your link?" give no fresh ones); a full refund ends them all.
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

/** Buys the Wedding Guide on the fake's test checkout; resolves on the success page with the success URL. */
async function buy(page: Page, testInfo: TestInfo, email: string, screenshots = false) {
  await gotoHydrated(page, '/store')
  if (screenshots) await saveScreenshot(page, testInfo, 'store-selling')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Wedding Guide' }) })
  await card.getByRole('button', { name: 'Purchase & Download' }).click()

  await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_URL}/c/pay/cs_test_`))
  const sessionId = page.url().split('/').at(-1)!
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible()
  await expect(page.getByText('$49.00').first()).toBeVisible()
  await page.getByLabel('Email').fill(email)
  if (screenshots) await saveScreenshot(page, testInfo, 'store-test-checkout')
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/store\/purchased\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible()
  return { sessionId, successUrl: `/api/store/complete?session_id=${sessionId}` }
}

const pdf = async (answer: APIResponse) => (await answer.body()).subarray(0, 5).toString() === '%PDF-'

async function screenshotEmail(page: Page, testInfo: TestInfo, mail: Mail, name: string) {
  await page.setContent(mail.html)
  await saveScreenshot(page, testInfo, name)
}

test('buy a guide: test checkout, success page, receipt email, five downloads per order whichever link, Lost your link?', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const email = `buyer.${testInfo.project.name}.${Date.now()}@example.com`

  const { successUrl } = await buy(page, testInfo, email, true)
  await expect(page.getByText('Wedding Guide is ready')).toBeVisible()
  await saveScreenshot(page, testInfo, 'store-success')
  const pageLink = await page.getByRole('link', { name: 'Download your guide' }).getAttribute('href')
  expect(await pdf(await page.request.get(pageLink!)), 'download 1, the success page').toBe(true)

  // The success URL stays in the browser's history: revisiting it gives a link to the same 5 downloads.
  await page.goto(successUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible()
  const revisited = await page.getByRole('link', { name: 'Download your guide' }).getAttribute('href')
  expect(revisited).not.toBe(pageLink)
  expect(await pdf(await page.request.get(revisited!)), 'download 2, the success URL revisited').toBe(true)

  const [receipt] = await mailTo(page.request, email, 1)
  expect(receipt!.subject).toContain('Wedding Guide')
  expect(receipt!.text).toContain('Tax invoice')
  expect(receipt!.text).toContain('GST included')
  const link = linkIn(receipt!)
  for (let i = 3; i <= 5; i++) {
    const answer = await page.request.get(link)
    expect(answer.status(), `download ${i}, the receipt`).toBe(200)
    expect(answer.headers()['content-type']).toBe('application/pdf')
    expect(await pdf(answer)).toBe(true)
  }
  await page.goto(link)
  await expect(page).toHaveURL(/\/store\/link-expired\?reason=used/)
  await expect(page.getByRole('heading', { level: 1, name: 'This download link has ended' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Email me a fresh link' })).toBeVisible()
  await page.goto(successUrl)
  await page.goto((await page.getByRole('link', { name: 'Download your guide' }).getAttribute('href'))!)
  await expect(page).toHaveURL(/\/store\/link-expired\?reason=used/)

  await gotoHydrated(page, '/store')
  const lost = page.getByRole('region', { name: 'Lost your link?' })
  await lost.getByLabel('Email address').fill(email)
  await lost.getByRole('button', { name: 'Email me a fresh link' }).click()
  await expect(page).toHaveURL(/\/store\?link=sent/)
  await expect(page.getByRole('status')).toContainText('a fresh download link is on its way')
  const mails = await mailTo(page.request, email, 2)
  const fresh = mails.find((mail) => mail.subject === 'Your download link for Wedding Guide')!
  // A link sent again leads to the same allowance: its five downloads are spent.
  await page.goto(linkIn(fresh))
  await expect(page).toHaveURL(/\/store\/link-expired\?reason=used/)

  await screenshotEmail(page, testInfo, receipt!, 'store-receipt-email')
})

test('a full refund ends the download: the links and the success URL give no file', async ({ page }, testInfo) => {
  test.setTimeout(60_000)
  const email = `refunded.${Date.now()}@example.com`
  const { sessionId, successUrl } = await buy(page, testInfo, email)
  const link = linkIn((await mailTo(page.request, email, 1))[0]!)
  expect(await pdf(await page.request.get(link))).toBe(true)

  // Staff refund the payment in Stripe: the fake sends the signed charge.refunded to our webhook.
  const refund = await page.request.post(`${FAKE_STRIPE_URL}/__refund/${sessionId}`)
  expect(((await refund.json()) as { status: number }).status).toBe(200)

  await page.goto(link)
  await expect(page).toHaveURL(/\/store\/link-expired\?reason=refunded$/)
  await expect(page.getByRole('heading', { level: 1, name: 'This order was refunded' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Email me a fresh link' })).toHaveCount(0)
  expect(await pdf(await page.request.get(link))).toBe(false)
  await page.goto(successUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'This order was refunded' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download your guide' })).toHaveCount(0)
  await saveScreenshot(page, testInfo, 'store-refunded')
  const notice = (await mailTo(page.request, email, 2)).find((mail) => mail.subject.startsWith('Refund'))!
  expect(notice.text).toContain('$49.00')
})
