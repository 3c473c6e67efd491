import type { FakeAirtable } from '@amaranth/fake-airtable'
import type { FakeStripe } from '@amaranth/fake-stripe'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, gotoHydrated } from './support/checks.ts'
import {
  chairsInquiry,
  expectAvailabilitySays,
  payOnStripe as payOnStripeAt,
  quoteInquiry,
  staffOf,
  startBookingSite,
} from './support/bookingSite.ts'
import type { ExtraServer } from './support/extraServer.ts'

/**
 * Book it online (issue 31) against a fake Airtable and a fake Stripe of this spec's own: an inquiry, staff
 * set Quoted, the link lands in the record, the couple accept and pay the deposit, the record is Confirmed
 * and the date holds the chairs, then the balance; plus an expired quote, a tampered link and a replayed
 * webhook. One viewport: the page's looks are the component tests' and the screenshots'.
 */

const DATE = '2027-11-13'
const DAY = 'Saturday 13 November 2027'

/** 80 crossback chairs (stock 100) on DATE, delivered in Brisbane metro. */
const inquiry = (email: string, date = DATE) => chairsInquiry(email, date, 80, 'booking')

let fake: FakeAirtable
let stripe: FakeStripe
let front: Awaited<ReturnType<typeof startBookingSite>>['front']
let site: ExtraServer
let stop: (() => Promise<void>) | undefined

const staff = staffOf(() => fake)

/** Sends an inquiry, and as staff sets its record Quoted; resolves with the record id and the Quote Link's path. */
const quoted = (email: string, date = DATE) => quoteInquiry({ fake, site, front }, inquiry(email, date))

const payOnStripe = (page: Page) => payOnStripeAt(page, stripe.url)

/** The chair's words for DATE on its page, read again until they say `text`. */
const expectChairSays = (page: Page, text: string) =>
  expectAvailabilitySays(page, `${site.url}/hire/styling-furniture-2?date=${DATE}`, text)

/** A quote link with one character of its signature changed (its first: the last one's low bits are padding). */
const tamper = (path: string) => path.replace(/\.(.)/, (_, first: string) => `.${first === 'A' ? 'B' : 'A'}`)

/** Console errors and exceptions on our pages; the fake Stripe's checkout has no favicon, which is not ours to fix. */
function ourPageErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith(stripe.url)) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test.describe('booking online', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    ;({ fake, stripe, front, site, stop } = await startBookingSite('booking'))
  })
  test.afterAll(() => stop?.())

  test('inquiry, Quoted, the link, accept, deposit, Confirmed, the date holds the chairs, balance, paid in full; a replayed webhook changes nothing', async ({
    page,
  }) => {
    const errors = ourPageErrors(page)
    await expectChairSays(page, `Available on ${DAY}`)
    const { id, path } = await quoted('olivia.hart@example.com')
    const record = await staff(id)
    expect(record['Quote Valid Until']).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    // The quote is in the page the server sent: hydrating it asks the API nothing.
    const quoteReads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/quote/'))
        quoteReads.push(request.url())
    })
    await gotoHydrated(page, `${front.url}${path}`)
    expect(quoteReads).toEqual([])
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
    const quote = page.getByRole('table', { name: 'Your quote' })
    await expect(quote.getByRole('rowheader').first()).toContainText('Crossback Timber Chair')
    await expect(page.getByRole('region', { name: 'Your event' })).toContainText(DAY)
    await expect(page.getByRole('region', { name: 'Accept and pay' })).toContainText('Deposit (30%)')
    await expectNoAxeViolations(page)
    await page.getByRole('textbox', { name: 'Full name' }).fill('Olivia Hart')
    await page.getByRole('checkbox', { name: /hire terms/ }).check()
    await page.getByRole('button', { name: 'Accept and pay deposit' }).click()
    const deposit = await payOnStripe(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({ timeout: 30_000 })

    await expect
      .poll(async () => {
        const fields = await staff(id)
        return [fields.Status, typeof fields['Deposit Paid'], fields['Accepted By']]
      })
      .toEqual(['Confirmed', 'number', 'Olivia Hart'])
    const depositPaid = (await staff(id))['Deposit Paid'] as number
    const total = Number(record['Total Cost'])
    expect(depositPaid).toBeCloseTo(Math.round(total * 30) / 100, 2)
    await expectChairSays(page, `Only 20 left on ${DAY}`)

    await gotoHydrated(page, `${front.url}${path}`)
    await page.getByRole('button', { name: 'Pay balance' }).click()
    await payOnStripe(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Paid in full' })).toBeVisible({ timeout: 30_000 })
    await expect.poll(async () => (await staff(id))['Balance Paid']).toBeCloseTo(total - depositPaid, 2)

    // Stripe sends the deposit's event again: acknowledged, and nothing is paid, written or refunded twice.
    const replayed = await stripe.replay(deposit)
    expect(replayed.status).toBe(200)
    expect((await staff(id))['Deposit Paid']).toBe(depositPaid)
    expect(stripe.calls.filter((call) => call.path.startsWith('/v1/refunds'))).toHaveLength(0)
    await gotoHydrated(page, `${front.url}${path}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Paid in full' })).toBeVisible()
    expect(errors).toEqual([])
  })

  test('without JavaScript the couple read their quote, its figures and what to do next', async ({ browser }) => {
    const { path } = await quoted('no.script@example.com', '2027-12-11')
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`${front.url}${path}`)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Your quote' }).getByRole('rowheader').first()).toContainText(
      'Crossback Timber Chair',
    )
    await expect(page.getByRole('region', { name: 'Your event' })).toContainText('Saturday 11 December 2027')
    await expect(page.getByRole('region', { name: 'Accept and pay' })).toContainText('Deposit (30%)')
    await expect(page.getByRole('button', { name: 'Accept and pay deposit' })).toBeVisible()
    await expect(page.getByText('Loading your quote')).toHaveCount(0)
    expect((await page.goto(`${front.url}${tamper(path)}`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'This quote link is not valid' })).toBeVisible()
    await context.close()
  })

  test('an expired quote takes no payment and asks for a fresh one; a tampered link is not valid', async ({ page }) => {
    const { id, path } = await quoted('expired.quote@example.com', '2027-12-04')
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Brisbane' })
    await staff(id, { fields: { 'Quote Valid Until': yesterday } })
    await expect(async () => {
      await gotoHydrated(page, `${front.url}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^This quote expired on /, { timeout: 3_000 })
    }).toPass({ timeout: 20_000 })
    await expect(page.getByRole('button', { name: 'Accept and pay deposit' })).toHaveCount(0)
    const accept = await page.request.post(`${site.url}/api${path}/accept`, {
      data: { fullName: 'Expired Quote', agreeTerms: true },
    })
    expect(accept.status()).toBe(410)
    await page.getByRole('button', { name: 'Ask for a fresh quote' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'fresh quote' })).toBeVisible()

    const tampered = tamper(path)
    await gotoHydrated(page, `${front.url}${tampered}`)
    await expect(page.getByRole('heading', { level: 1, name: 'This quote link is not valid' })).toBeVisible()
    expect((await page.request.get(`${site.url}/api${tampered}`)).status()).toBe(404)
  })
})
