import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, gotoHydrated } from './support/checks.ts'
import { staffOf, startBookingSite } from './support/bookingSite.ts'
import { seedHireList } from './support/hireForms.ts'
import { nuErrors } from './support/nuChecker.ts'
import { chairs, daysAhead, reserveFlow } from './support/reserveFlow.ts'

/**
 * Reserve now end to end (decision 0032) on a site of this spec's own, over the fake Airtable and a fake
 * Stripe: a qualifying list reserved from /hire-list through the form and the fake Checkout (the card
 * authorised, not charged), back on its quote page saying Reserved; the record Reserved with its link and
 * the pieces held on the date; staff set Confirmed and the deposit is captured (the page says Booking
 * confirmed); another is declined and its hold cancelled, the pieces free again.
 */
let booking: Awaited<ReturnType<typeof startBookingSite>>
test.beforeAll(async () => {
  booking = await startBookingSite('reserve_now')
})
test.afterAll(async () => {
  await booking?.stop()
})

const staff = staffOf(() => booking.fake)
const { freeChairs, reserveFromHireList, recordOf, intentOf } = reserveFlow(() => booking)

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
