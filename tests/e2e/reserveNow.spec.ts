import { expect, test, type Page } from '@playwright/test'
import { dayNumber, isoDay } from '../../web/src/availability/calendarDay.ts'
import { businessToday } from '../../web/src/lib/time/businessDay.ts'
import { expectNoAxeViolations, gotoHydrated } from './support/checks.ts'
import { staffOf, startBookingSite } from './support/bookingSite.ts'
import { seedHireList } from './support/hireForms.ts'
import { nuErrors } from './support/nuChecker.ts'

/**
 * Reserve now end to end (decision 0032) on a site of this spec's own, over the fake Airtable and a fake
 * Stripe: a qualifying list reserved from /hire-list through the form and the fake Checkout (the card
 * authorised, not charged), back on its quote page saying Reserved; the record Reserved with its link and
 * the pieces held on the date; staff set Confirmed and the deposit is captured (the page says Booking
 * confirmed); another is declined and its hold cancelled, the pieces free again.
 */
const daysAhead = (days: number) => isoDay(dayNumber(businessToday())! + days)

// Forty crossback chairs at $10.00 to Brisbane metro ($150.00 delivery): $550.00, a 30% deposit of $165.00.
const chairs = (date: string) => ({
  version: 2 as const,
  items: [{ productId: 'styling-furniture-2', quantity: 40 }],
  event: { date, postcode: '4000', venue: 'Old Museum, Bowen Hills' },
})

let booking: Awaited<ReturnType<typeof startBookingSite>>
test.beforeAll(async () => {
  booking = await startBookingSite('reserve_now')
})
test.afterAll(async () => {
  await booking?.stop()
})

const staff = staffOf(() => booking.fake)
const freeChairs = async (date: string) => {
  const answer = await fetch(`${booking.site.url}/api/availability?date=${date}`)
  return ((await answer.json()) as { counts: Record<string, { free: number }> }).counts['styling-furniture-2']!.free
}

/** Reserves the list from /hire-list through the form and the fake Checkout; back on the quote page. */
async function reserveFromHireList(page: Page, date: string, email: string) {
  await seedHireList(page, chairs(date))
  await gotoHydrated(page, `${booking.site.url}/hire-list`)
  await page.getByRole('link', { name: 'Reserve now' }).click()
  await expect(page).toHaveURL(/\/reserve$/)
  await page.getByLabel('First Name').fill('Olivia')
  await page.getByLabel('Last Name').fill('Hart')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Your full name').fill('Olivia Hart')
  await page.getByRole('checkbox', { name: /I have read and accept the/ }).check()
  await page.getByRole('button', { name: 'Reserve and hold the deposit' }).click()
  await expect(page).toHaveURL(new RegExp(`^${booking.stripe.url}/c/pay/cs_test_`))
  const sessionId = page.url().split('/').at(-1)!
  expect(booking.stripe.sessions.get(sessionId)).toMatchObject({ amount_total: 16_500 })
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/quote\/[\w-]+\.[\w-]+\?session_id=cs_test_/)
  return sessionId
}

const recordOf = async (email: string) => {
  await expect.poll(() => booking.fake.received.some((entry) => entry.body.fields.Email === email)).toBe(true)
  return booking.fake.received.find((entry) => entry.body.fields.Email === email)!.record.id
}
const intentOf = (sessionId: string) =>
  booking.stripe.paymentIntents.get(String(booking.stripe.sessions.get(sessionId)!.payment_intent))

test('a list reserved on the spot: authorised, Reserved with its link, held; Confirmed captures', async ({ page }) => {
  test.setTimeout(120_000)
  const date = daysAhead(60)
  const before = await freeChairs(date)
  const sessionId = await reserveFromHireList(page, date, 'olivia.reserve@example.com')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reserved: our team confirms within 48 hours' }),
  ).toBeVisible()
  await expect(page.getByRole('row', { name: 'Total $550.00' })).toBeVisible()
  await expect(page.getByText('Deposit held on your card, not charged').locator('+ dd')).toHaveText('$165.00')
  expect(intentOf(sessionId)?.status).toBe('requires_capture')

  const id = await recordOf('olivia.reserve@example.com')
  await expect.poll(async () => (await staff(id)).Status).toBe('Reserved')
  expect(String((await staff(id))['Quote Link'])).toMatch(/\/quote\/[\w-]+\.[\w-]+$/)
  await expect.poll(() => freeChairs(date), { timeout: 10_000 }).toBe(before - 40)

  await staff(id, { fields: { Status: 'Confirmed' } })
  await expect.poll(() => intentOf(sessionId)?.status, { timeout: 20_000 }).toBe('succeeded')
  await expect.poll(async () => (await staff(id))['Deposit Paid'], { timeout: 20_000 }).toBe(165)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible()
  expect(await freeChairs(date)).toBe(before - 40)
})

test('a reservation staff decline: the hold on the card cancelled, nothing charged, the pieces free', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const date = daysAhead(67)
  const before = await freeChairs(date)
  const sessionId = await reserveFromHireList(page, date, 'olivia.decline@example.com')
  await expect(page.getByRole('heading', { level: 1, name: /^Reserved: / })).toBeVisible()
  const id = await recordOf('olivia.decline@example.com')
  await expect.poll(async () => (await staff(id)).Status).toBe('Reserved')
  await staff(id, { fields: { Status: 'Declined' } })
  await expect.poll(() => intentOf(sessionId)?.status, { timeout: 20_000 }).toBe('canceled')
  await expect.poll(() => freeChairs(date), { timeout: 10_000 }).toBe(before)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'We could not take this booking' })).toBeVisible()
  await expect(page.getByText(/Nothing was charged: the hold of \$165\.00 on your card is released/)).toBeVisible()
})

/** The page's width against the viewport's: nothing scrolls sideways (WCAG 1.4.10 reflow at 320 px). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test('the reserve page and the Reserved page: axe, the Nu Html Checker, and no sideways scroll at 320 px', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const date = daysAhead(74)
  await page.setViewportSize({ width: 320, height: 740 })
  await seedHireList(page, chairs(date))
  await gotoHydrated(page, `${booking.site.url}/reserve`)
  await expect(page.getByRole('button', { name: 'Reserve and hold the deposit' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(await scrollsSideways(page)).toBe(false)
  const reserveHtml = await (await page.request.get(`${booking.site.url}/reserve`)).text()

  await page.setViewportSize({ width: 390, height: 844 })
  await reserveFromHireList(page, date, 'olivia.checks@example.com')
  await expect(page.getByRole('heading', { level: 1, name: /^Reserved: / })).toBeVisible()
  const quote = page.url().split('?')[0]!
  await page.setViewportSize({ width: 320, height: 740 })
  await gotoHydrated(page, quote)
  await expectNoAxeViolations(page)
  expect(await scrollsSideways(page)).toBe(false)
  const reservedHtml = await (await page.request.get(quote)).text()

  expect(
    await nuErrors([
      { name: '/reserve', html: reserveHtml },
      { name: '/quote/{token} (Reserved)', html: reservedHtml },
    ]),
  ).toEqual([])
})
