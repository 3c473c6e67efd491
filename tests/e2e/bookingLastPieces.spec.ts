import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated, saveScreenshot } from './support/checks.ts'
import {
  BASE,
  expectAvailabilitySays,
  payOnStripe,
  quoteInquiry,
  staffOf,
  startBookingSite,
  TABLE,
} from './support/bookingSite.ts'

/**
 * The last pieces go to one couple (issue 52, decision 0026): the six brass dessert stands
 * (`catering-tableware-17`, stock 6) on one date, quoted to two couples. The first to accept holds them
 * while her deposit session is open: the second is told they are gone and charged nothing. A deposit
 * paid for stands a booking confirmed since had taken is refunded in full, and the page says so.
 */

const STANDS = 'catering-tableware-17'

/** This spec's site, fake Airtable and fake Stripe (bookingSite.ts). */
let at: Awaited<ReturnType<typeof startBookingSite>>
const staff = staffOf(() => at.fake)

/** An inquiry for all six stands on `date`, set Quoted by staff; its record id and quote link's path. */
const quoted = (email: string, date: string) =>
  quoteInquiry(at, {
    firstName: email.split('@')[0],
    lastName: 'Guest',
    email,
    phone: '0412345678',
    eventDate: date,
    venue: 'Howard Smith Wharves',
    postcode: '4000',
    message: 'Our dessert table',
    acceptTerms: true,
    items: [{ productId: STANDS, quantity: 6 }],
    submissionId: `last-pieces-${email.replace(/\W/g, '')}-${Date.now()}`,
  })

/** Signs and accepts on the quote page. */
async function accept(page: Page, path: string, name: string) {
  await gotoHydrated(page, `${at.front.url}${path}`)
  await page.getByRole('textbox', { name: 'Full name' }).fill(name)
  await page.getByRole('checkbox', { name: /hire terms/ }).check()
  await page.getByRole('button', { name: 'Accept and pay deposit' }).click()
}

/** The stands' words for `date` on their page, read again until they say `text`. */
const expectStandsSay = (page: Page, date: string, text: RegExp) =>
  expectAvailabilitySays(page, `${at.site.url}/hire/${STANDS}?date=${date}`, text)

test.describe('the last pieces', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    at = await startBookingSite('last_pieces')
  })
  test.afterAll(() => at?.stop())

  test("the first couple's open session holds the stands: the second is told they went and charged nothing", async ({
    page,
  }, testInfo) => {
    const date = '2027-10-09'
    const ann = await quoted('ann@example.com', date)
    const bea = await quoted('bea@example.com', date)
    await accept(page, ann.path, 'Ann Guest')
    await expect(page).toHaveURL(new RegExp(`^${at.stripe.url}/c/pay/cs_test_`))
    const annCheckout = page.url()
    await expectStandsSay(page, date, /^Booked out on /)

    const sessions = at.stripe.sessions.size
    await accept(page, bea.path, 'Bea Guest')
    const refusal = page.getByRole('alert').filter({ hasText: 'no longer free' })
    await expect(refusal).toBeVisible()
    await expect(refusal.getByRole('list', { name: 'No longer free' })).toContainText('Brass Three-Tier Dessert Stand')
    await saveScreenshot(page, testInfo, 'booking-pieces-gone-before-paying')
    expect(at.stripe.sessions.size).toBe(sessions)

    // Ann pays on the session she opened: her booking is confirmed and the stands stay hers.
    await page.goto(annCheckout)
    await payOnStripe(page, at.stripe.url, 'ann@example.com')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({ timeout: 30_000 })
    await expect.poll(async () => (await staff(ann.id)).Status).toBe('Confirmed')
    await accept(page, bea.path, 'Bea Guest')
    await expect(page.getByRole('alert').filter({ hasText: 'no longer free' })).toBeVisible()
  })

  test('a deposit paid for stands a booking confirmed since had taken is refunded in full; the page says so', async ({
    page,
  }, testInfo) => {
    const date = '2027-10-30'
    const cleo = await quoted('cleo@example.com', date)
    await accept(page, cleo.path, 'Cleo Guest')
    await expect(page).toHaveURL(new RegExp(`^${at.stripe.url}/c/pay/cs_test_`))
    const checkout = page.url()
    // Meanwhile staff book the same six stands for Dana by hand (a bank transfer): Confirmed in Airtable.
    const made = await fetch(`${at.fake.url}/v0/${BASE}/${TABLE}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer staff', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: {
          'First Name': 'Dana',
          Email: 'dana@example.com',
          'Date of event': date,
          Items: 'Brass Three-Tier Dessert Stand x 6 = $180.00',
          'Total Cost': 180,
          Status: 'Confirmed',
        },
      }),
    })
    expect(made.status).toBe(200)
    // A read of availability after Dana's confirmation (its snapshot is 1 s old at most).
    await page.waitForTimeout(1_500)
    await expectStandsSay(page, date, /^Booked out on /)

    await page.goto(checkout)
    const sessionId = await payOnStripe(page, at.stripe.url, 'cleo@example.com')
    await expect(page.getByText(/went to another booking.*refunded in full.*will be in touch/)).toBeVisible({
      timeout: 30_000,
    })
    await saveScreenshot(page, testInfo, 'booking-pieces-went-refunded')
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible()
    await expect
      .poll(() => at.stripe.events.find((event) => event.type === 'charge.refunded' && event.sessionId === sessionId))
      .toBeTruthy()
    const refunded = at.stripe.events.find(
      (event) => event.type === 'charge.refunded' && event.sessionId === sessionId,
    )!
    expect(JSON.parse(refunded.body).data.object).toMatchObject({ refunded: true })
    expect((await staff(cleo.id)).Status).toBe('Quoted')
  })
})
