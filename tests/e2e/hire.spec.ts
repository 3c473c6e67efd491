import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, gotoHydrated, saveScreenshot, watchForPageErrors } from './support/checks.ts'
import { HIRE_LIST_KEY } from './support/hireForms.ts'

async function saveList(page: Page, value: unknown) {
  await page.evaluate(([key, json]) => window.localStorage.setItem(key, json), [
    HIRE_LIST_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  ] as const)
}

const savedList = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), HIRE_LIST_KEY)

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const count = (page: Page) => page.getByText(/^Showing \d+ of \d+ products/)

/** On phones the controls sit in a panel opened by 'Filter & Sort'. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filter & Sort' })
  if (await toggle.isVisible()) await toggle.click()
}

test.describe('Equipment hire without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the hire range reaches every product through "Show all"', async ({ page }) => {
    await page.goto('/hire-range')
    await expect(count(page)).toHaveText('Showing 12 of 85 products')
    await expect(cards(page)).toHaveCount(12)
    await page.getByRole('link', { name: 'Show all 85 products' }).click()
    await expect(page).toHaveURL(/\/hire-range\?show=all#all-products$/)
    await expect(count(page)).toHaveText('Showing 85 of 85 products')
    await expect(cards(page)).toHaveCount(85)
  })
})

test.describe('Equipment hire', () => {
  test('the first response already holds the catalogue, and a product page its head', async ({ request }) => {
    const range = await (await request.get('/hire-range?category=linen')).text()
    expect(range).toContain('Showing 10 of 85 products in Linen')
    // The whole range: the first screens of cards in the HTML, the rest after hydration (decision 0022).
    const whole = await (await request.get('/hire-range')).text()
    expect(whole).toContain('Showing 12 of 85 products')
    expect(whole.match(/<article /g)).toHaveLength(12)
    expect(whole).toContain('href="/hire-range?show=all#all-products"')
    const product = await request.get('/hire/decor-1')
    expect(product.status()).toBe(200)
    expect(await product.text()).toMatch(/<title>[^<]+\| Equipment Hire \| Amaranth Events<\/title>/)
  })

  test('hire range: filter, sort and search live in the URL, and Back undoes them', async ({ page }, testInfo) => {
    test.slow() // 85 cards, several navigations and an axe run
    const errors = watchForPageErrors(page)
    await gotoHydrated(page, '/hire-range')
    await expect(page.getByRole('heading', { level: 1, name: 'Equipment Hire' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Hire collections' }).getByRole('link')).toHaveCount(5)
    await expect(count(page)).toHaveText('Showing 85 of 85 products')
    await expect(cards(page)).toHaveCount(85)

    await openFilters(page)
    await page.getByLabel('Sort by').selectOption('price-desc')
    await expect(page).toHaveURL(/sort=price-desc/)
    await expect(cards(page).first().getByRole('heading')).toHaveText('Resort Umbrella')

    await page.getByLabel('Category').selectOption('decor')
    await expect(page).toHaveURL(/category=decor/)
    await expect(count(page)).toHaveText('Showing 45 of 85 products in Decor')

    await page.getByLabel('Search').fill('candle')
    await expect(page).toHaveURL(/q=candle/)
    // The grid follows the URL in a deferred render: wait for it before counting its cards.
    await expect(count(page)).not.toHaveText('Showing 45 of 85 products in Decor')
    const found = await cards(page).count()
    expect(found).toBeGreaterThan(0)
    expect(found).toBeLessThan(45)
    await expect(count(page)).toHaveText(`Showing ${found} of 85 products in Decor`)

    await page.goBack()
    await expect(page).not.toHaveURL(/q=/)
    await expect(page.getByLabel('Search')).toHaveValue('')
    await expect(count(page)).toHaveText('Showing 45 of 85 products in Decor')
    await page.goBack()
    await expect(count(page)).toHaveText('Showing 85 of 85 products')
    await expect(cards(page).first().getByRole('heading')).toHaveText('Resort Umbrella')
    await page.goBack()
    await expect(page).not.toHaveURL(/sort=/)
    await expect(cards(page).first().getByRole('heading')).not.toHaveText('Resort Umbrella')

    // A shared link opens the same view; a malformed parameter falls back instead of failing.
    await gotoHydrated(page, '/hire-range?category=linen&sort=price-asc&q=zzzz')
    await expect(page.getByText('No products found in this category')).toBeVisible()
    await gotoHydrated(page, '/hire-range?category=nope&sort=1')
    await expect(count(page)).toHaveText('Showing 85 of 85 products')
    // Checked and pictured over one category: the same cards as the full grid, at a fraction of the cost.
    await gotoHydrated(page, '/hire-range?category=styling-furniture')
    await expect(cards(page)).toHaveCount(7)
    await saveScreenshot(page, testInfo, 'hire-range')
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })

  test('collections show their heading and their products', async ({ page }, testInfo) => {
    const expected = [
      ['/decor', 'Decor', 45],
      ['/catering-tableware', 'Catering & Tableware', 20],
      ['/linen', 'Linen', 10],
      ['/styling-furniture', 'Styling Furniture', 7],
      ['/accessories', 'Accessories', 3],
    ] as const
    for (const [path, heading, total] of expected) {
      await gotoHydrated(page, path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(cards(page)).toHaveCount(total)
    }
    await saveScreenshot(page, testInfo, 'collection-accessories')
    await expectNoAxeViolations(page)
  })

  test('adding from a card updates the badge, with feedback a screen reader hears', async ({ page }) => {
    await gotoHydrated(page, '/accessories')
    const card = cards(page).filter({ hasText: 'Acrylic Place Card' })
    await expect(card.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    await card.getByRole('button', { name: 'Increase quantity' }).click()
    await card.getByRole('button', { name: 'Increase quantity' }).click()
    await card.getByRole('button', { name: 'Add to List' }).click()
    await expect(card.getByRole('status')).toHaveText('Added 3 to your list')
    await expect(page.getByRole('link', { name: 'Hire list, 3 items' })).toBeVisible()
    expect(await savedList(page)).toEqual([{ productId: 'accessories-3', quantity: 3 }])
  })

  test("a card's confirmation moves nothing, even where it wraps (320 px)", async ({ page }) => {
    // It floats over the photo, out of the grid's flow: in the flow it grew its card (and its row)
    // wherever it wrapped, and made the browser lay the whole grid out again in the tap's frame.
    await page.setViewportSize({ width: 320, height: 800 })
    await gotoHydrated(page, '/accessories')
    // Each card's box in the document (the taps scroll the page).
    const boxes = () =>
      cards(page).evaluateAll((all) =>
        all.map((card) => {
          const { x, y, width, height } = card.getBoundingClientRect()
          return { x, y: y + window.scrollY, width, height }
        }),
      )
    const before = await boxes()
    // The tallest card of its row: where it grows, the row grows.
    const card = cards(page).filter({ hasText: 'Brass Table Number Stand' })
    const quantity = card.getByRole('spinbutton', { name: 'Quantity' })
    // The browser's own spin buttons have no box (decision 0023); the keys still step.
    await quantity.press('ArrowUp')
    await expect(quantity).toHaveValue('2')
    await quantity.fill('250')
    await card.getByRole('button', { name: 'Add to List' }).click()
    const status = card.getByRole('status')
    await expect(status).toHaveText('Added 250 to your list')
    const label = (await status.locator('span').boundingBox())!
    expect(label.height).toBeGreaterThan(30) // two lines at this width
    // Over the foot of the photo, inset from its corner.
    const photo = (await card.locator('img').first().boundingBox())!
    expect(label.x - photo.x).toBeCloseTo(8, 0)
    expect(photo.y + photo.height - (label.y + label.height)).toBeCloseTo(8, 0)
    expect(await boxes()).toEqual(before)
  })

  test('product page: variants, Add then Update, one accordion open at a time', async ({ page }, testInfo) => {
    const errors = watchForPageErrors(page)
    await gotoHydrated(page, '/hire/catering-tableware-1')
    const name = page.getByRole('heading', { level: 1 })
    await expect(name).toBeVisible()
    await page.getByRole('button', { name: 'Add to List' }).click()
    await expect(page.getByRole('button', { name: 'Update (1 in list)' })).toBeVisible()
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Update (1 in list)' }).click()
    await expect(page.getByRole('button', { name: 'Update (2 in list)' })).toBeVisible()

    const details = page.locator('details')
    await page.getByText('Dimensions & Weight').click()
    await page.getByText('Shipping & Returns').click()
    await expect(details.nth(2)).toHaveAttribute('open', '')
    await expect(details.nth(0)).not.toHaveAttribute('open', '')
    await expect(page.getByText(/48 hours before the event/)).toBeVisible()
    await saveScreenshot(page, testInfo, 'product')
    await expectNoAxeViolations(page)

    // A product with variants: the picked variant is priced and listed as its own line.
    await gotoHydrated(page, '/hire/styling-furniture-6')
    await page.getByRole('radio', { name: /2\.4 m, seats 8/ }).check()
    await expect(page.getByText('$55.00', { exact: true }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Add to List' }).click()
    await expect(page.getByRole('button', { name: 'Update (1 in list)' })).toBeVisible()
    expect(((await savedList(page)) as Array<{ variantKey?: string }>).at(-1)?.variantKey).toBe('v2')
    expect(errors).toEqual([])
  })

  test('an unknown product shows Product Not Found', async ({ page }) => {
    const response = await gotoHydrated(page, '/hire/no-such-thing')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to Hire Range' }).click()
    await expect(page).toHaveURL(/\/hire-range$/)
  })

  test('hire list: rows, update, remove, total, and it survives a reload', async ({ page }, testInfo) => {
    const errors = watchForPageErrors(page)
    await gotoHydrated(page, '/hire-list')
    await expect(page.getByText('No items added to list')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Proceed to Inquiry' })).toHaveCount(0)
    await saveList(page, [
      { productId: 'accessories-1', quantity: 10 },
      { productId: 'styling-furniture-1', quantity: 2 },
    ])
    await page.reload()
    const rows = page.getByRole('list', { name: 'Hire list items' }).getByRole('listitem')
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('$15.00')
    const total = page.getByText('Total Cost').locator('xpath=following-sibling::dd[1]')
    const before = await total.textContent()

    await rows.first().getByRole('button', { name: 'Increase quantity' }).click()
    await expect(rows.first()).toContainText('$16.50')
    await expect(total).not.toHaveText(before!)
    await expect(
      page.getByText('This is an estimate. Final pricing will be confirmed in your personalized quote.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Proceed to Inquiry' })).toHaveAttribute(
      'href',
      '/equipment-hire-inquiry',
    )
    await saveScreenshot(page, testInfo, 'hire-list')
    await expectNoAxeViolations(page)

    await rows
      .nth(1)
      .getByRole('button', { name: /^Remove/ })
      .click()
    await expect(rows).toHaveCount(1)
    await expect(total).toHaveText('$16.50')
    await page.reload()
    await expect(rows).toHaveCount(1)
    await expect(page.getByText('Total items').locator('xpath=following-sibling::dd[1]')).toHaveText('11')
    expect(errors).toEqual([])
  })

  test('a corrupted saved list is logged and starts empty; the legacy shape is migrated', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await gotoHydrated(page, '/hire-list')
    await saveList(page, '{not json')
    await page.reload()
    await expect(page.getByText('No items added to list')).toBeVisible()
    expect(logged.some((line) => line.startsWith('Error loading cart from localStorage:'))).toBe(true)

    await saveList(page, [
      { product: { id: 'decor-1', name: 'Old name', price: '$1' }, quantity: 2 },
      { product: { id: 'decor-999' }, quantity: 1 },
    ])
    await page.reload()
    await expect(page.getByRole('list', { name: 'Hire list items' }).getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText('One item is no longer available and was removed from your list.')).toBeVisible()
    await expect.poll(() => savedList(page)).toEqual([{ productId: 'decor-1', quantity: 2 }])
  })
})
