import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { FAKE_AIRTABLE_URL, SCREENSHOTS } from '../playwright.config.ts'
import { expectNoAxeViolations, gotoHydrated, watchForPageErrors } from './support/checks.ts'
import { HIRE_LIST_KEY, sendHireInquiry } from './support/hireForms.ts'

/** From inspiration to hire list (issue #16): the look of an event, the shared list, the event date. */

const savedItems = (page: Page) =>
  page.evaluate((key) => {
    const value = JSON.parse(window.localStorage.getItem(key) ?? 'null')
    return Array.isArray(value) ? value : (value?.items ?? null)
  }, HIRE_LIST_KEY)

/** Screenshots the issue asks for, kept beside the test artifacts as tests/artifacts/look-*.png. */
async function lookScreenshot(page: Page, testInfo: TestInfo, name: string, target = page.locator('body')) {
  if (!SCREENSHOTS) return
  // Every photograph loaded (they load lazily as they scroll in), and the sticky top bar kept out.
  for (const image of await target.locator('img').all()) {
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
  const path = `artifacts/look-${name}-${testInfo.project.name}.png`
  await target.screenshot({ path, scale: 'css', style: 'header:not(main header) { visibility: hidden !important; }' })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

/** The day `days` from today as YYYY-MM-DD, in the browser's time zone. */
const dayFromToday = (page: Page, days: number) =>
  page.evaluate((days) => {
    const date = new Date()
    date.setDate(date.getDate() + days)
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
  }, days)

const ELIZA_LOOK = [
  { productId: 'catering-tableware-1', quantity: 60 },
  { productId: 'catering-tableware-6', quantity: 60 },
  { productId: 'catering-tableware-7', quantity: 60 },
  { productId: 'linen-2', quantity: 60 },
  { productId: 'decor-15', quantity: 6 },
  { productId: 'decor-27', quantity: 1 },
  { productId: 'decor-3', quantity: 24 },
]

test.describe('From inspiration to hire list', () => {
  test("an event's look goes into an empty list with its suggested quantities", async ({ page }, testInfo) => {
    const errors = watchForPageErrors(page)
    await gotoHydrated(page, '/events/eliza-james-montville')
    const look = page.getByRole('region', { name: 'Hire this look' })
    await expect(look.getByRole('heading', { level: 2, name: 'Hire this look' })).toBeVisible()
    const items = look.getByRole('list', { name: 'Pieces in this look' }).getByRole('listitem')
    await expect(items).toHaveCount(7)
    await expect(items.first()).toContainText('Gold Rim Charger Plate')
    await expect(items.first()).toContainText('$4.50 each')
    await expect(items.first()).toContainText('Suggested quantity: 60')
    await look.scrollIntoViewIfNeeded()
    await lookScreenshot(page, testInfo, 'event', look)
    await expectNoAxeViolations(page)

    await look.getByRole('button', { name: 'Add all to my list' }).click()
    await expect(look.getByRole('status')).toContainText('Added all 7 items of this look to your list (271 pieces).')
    await expect(page.getByRole('link', { name: 'Hire list, 271 items' })).toBeVisible()
    expect(await savedItems(page)).toEqual(ELIZA_LOOK)

    // One more of a piece merges into its line, as the hire list's rules say.
    await look.getByRole('button', { name: 'Add 1 × Timber Hexagon Arch to my list' }).click()
    await expect(look.getByRole('status')).toContainText('Added 1 × Timber Hexagon Arch to your list.')
    expect((await savedItems(page)).find((item: { productId: string }) => item.productId === 'decor-27')).toEqual({
      productId: 'decor-27',
      quantity: 2,
    })

    await look.getByRole('link', { name: 'View your list' }).click()
    await expect(page).toHaveURL(/\/hire-list$/)
    const rows = page.getByRole('list', { name: 'Hire list items' }).getByRole('listitem')
    await expect(rows).toHaveCount(7)
    await expect(
      page.getByRole('group', { name: 'Quantity of Gold Rim Charger Plate' }).getByRole('spinbutton'),
    ).toHaveValue('60')
    expect(errors).toEqual([])
  })

  test('a product page says where it was seen and what it is often hired with', async ({ page }) => {
    await gotoHydrated(page, '/hire/decor-1')
    const seenAt = page.getByRole('region', { name: 'Seen at' })
    await expect(seenAt.getByRole('link')).toHaveText(['Grace & Oliver — New Farm', 'Mia & Samuel — Brisbane City'])
    const often = page.getByRole('region', { name: 'Often hired with' })
    await expect(often.getByRole('article')).toHaveCount(4)
    await expect(often.getByRole('heading', { level: 3 }).first()).toHaveText('Ivory Taper Candles')
    await often.getByRole('button', { name: 'Add to my list' }).first().click()
    await expect(often.getByRole('status').first()).toHaveText('Added 1 to your list')
    expect(await savedItems(page)).toEqual([{ productId: 'decor-4', quantity: 1 }])
    await expect(page.getByRole('button', { name: 'Add to List' })).toHaveCount(1)
    await expectNoAxeViolations(page)
    await seenAt.getByRole('link', { name: 'Grace & Oliver — New Farm' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Grace & Oliver — New Farm' })).toBeVisible()
  })

  test('a shared link opened in a fresh browser reproduces the list', async ({ page, browser }, testInfo) => {
    const errors = watchForPageErrors(page)
    // Where the device has no share sheet, the link is copied; the field shows it either way.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }))
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const list = [
      { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
      { productId: 'catering-tableware-12', quantity: 3 },
      { productId: 'linen-5', variantKey: 'v3', quantity: 8 },
    ]
    await page.goto('/')
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      HIRE_LIST_KEY,
      JSON.stringify(list),
    ] as const)
    await gotoHydrated(page, '/hire-list')
    await page.getByRole('button', { name: 'Share this list' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible()
    const link = await page.getByLabel('Link to your list').inputValue()
    expect(link).toMatch(
      /\/hire-list\/shared\?items=decor-21\.v2\*12~catering-tableware-12\*3~linen-5\.v3\*8\.[0-9a-z]{4}$/,
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    expect(link).not.toMatch(/\$|price|name/i)

    const friend = await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    const other = await friend.newPage()
    await gotoHydrated(other, link)
    await expect(other.getByRole('heading', { level: 1, name: 'A shared hire list' })).toBeVisible()
    const rows = other.getByRole('list', { name: 'Shared list items' }).getByRole('listitem')
    await expect(rows).toHaveCount(3)
    await expect(rows.first()).toContainText('Clear Cylinder Vase')
    await expect(rows.first()).toContainText('$96.00')
    await expect(other.getByText('$357.40').first()).toBeVisible()
    await lookScreenshot(other, testInfo, 'shared', other.locator('main'))
    await expectNoAxeViolations(other)
    await other.getByRole('button', { name: 'Use this list' }).click()
    await expect(other).toHaveURL(/\/hire-list$/)
    await expect(other.getByRole('list', { name: 'Hire list items' }).getByRole('listitem')).toHaveCount(3)
    expect(await savedItems(other)).toEqual(list)

    // Opened again, "Add to my list" merges: the same lines add up.
    await gotoHydrated(other, link)
    await other.getByRole('button', { name: 'Add to my list' }).click()
    await expect(other).toHaveURL(/\/hire-list$/)
    expect(await savedItems(other)).toEqual(list.map((item) => ({ ...item, quantity: item.quantity * 2 })))
    await friend.close()
    expect(errors).toEqual([])
  })

  test('a tampered or broken link shows a clear message, not an error page', async ({ page }) => {
    for (const query of ['?items=decor-21.v2*12.zzzz', '?items=%3Cscript%3E', '?items=', '']) {
      const response = await gotoHydrated(page, `/hire-list/shared${query}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: "This shared list can't be opened" })).toBeVisible()
      await expect(page.getByRole('link', { name: 'View Hire Range' })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })

  test('the event date noted on the hire list reaches the inquiry form and the Airtable record', async ({
    page,
  }, testInfo) => {
    const errors = watchForPageErrors(page)
    await page.goto('/')
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      HIRE_LIST_KEY,
      JSON.stringify([{ productId: 'decor-1', variantKey: 'v1', quantity: 2 }]),
    ] as const)
    await gotoHydrated(page, '/hire-list')
    const date = page.getByLabel('Date of Event')
    const notice = page.getByRole('status').filter({ hasText: '48 hours' })

    // Tomorrow: pointed out, not refused.
    await date.fill(await dayFromToday(page, 1))
    await expect(notice).toContainText('Cancellations and changes need 48 hours’ notice')
    await lookScreenshot(page, testInfo, 'hire-list', page.locator('main'))
    await date.fill('2027-03-20')
    await expect(notice).toHaveCount(0)
    await page.getByLabel('Venue/Location').fill('Spicers Clovelly Estate, Montville')
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').event, HIRE_LIST_KEY))
      .toEqual({ date: '2027-03-20', venue: 'Spicers Clovelly Estate, Montville' })
    await expectNoAxeViolations(page)

    await page.reload()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(page.getByLabel('Date of Event')).toHaveValue('2027-03-20')
    await page.getByRole('link', { name: 'Proceed to Inquiry' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Equipment Hire Inquiry' })).toBeVisible()
    await expect(page.getByLabel('Date of Event')).toHaveValue('2027-03-20')
    await expect(page.getByLabel('Venue/Location')).toHaveValue('Spicers Clovelly Estate, Montville')

    // Still editable, and the 48 hours note shows here too.
    await page.getByLabel('Date of Event').fill(await dayFromToday(page, -1))
    await expect(page.getByRole('status').filter({ hasText: 'already passed' })).toBeVisible()
    await page.getByLabel('Date of Event').fill('2027-03-21')
    const email = `look.${testInfo.project.name}.${Date.now()}@example.com`
    await sendHireInquiry(page, {
      firstName: 'Ava',
      lastName: 'Moore',
      email,
      message: 'Sixty guests at one long table.',
    })
    await expect(page).toHaveURL(/\/thank-you$/)

    const response = await page.request.get(`${FAKE_AIRTABLE_URL}/__received?email=${encodeURIComponent(email)}`)
    const [record] = (await response.json()) as Array<{ body: { fields: Record<string, unknown> } }>
    expect(record!.body.fields).toMatchObject({
      'Date of event': '2027-03-21',
      'Venue/location': 'Spicers Clovelly Estate, Montville',
    })
    // Sent: the list and its note are cleared together, leaving the empty list the site always wrote
    // (polled: the thank-you URL can show a moment before the clearing is written, on a busy machine).
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), HIRE_LIST_KEY)).toBe('[]')
    expect(errors).toEqual([])
  })
})
