import { expect, test, type Page } from '@playwright/test'
import { watchForPageErrors } from './support/checks.ts'
import { HIRE_LIST_KEY } from './support/hireForms.ts'

const savedList = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), HIRE_LIST_KEY)

const hydrated = (page: Page) => page.locator('html[data-hydrated]')

/** Holds the app's entry module back until `release` is called, so a tap is surely made before hydration. */
async function holdTheApp(page: Page) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/entry-client-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

// The page's JavaScript starts once the window has loaded or is touched (docs/decisions/0015); until
// React has hydrated, a tap on a button is held and replayed, so none is lost to a slow phone.
test.describe('A tap before the page is live', () => {
  test('Add to List, tapped as soon as it shows on a cold load, adds the piece', async ({ page }) => {
    const errors = watchForPageErrors(page)
    await page.goto('/hire-range', { waitUntil: 'commit' })
    const card = page.getByRole('main').getByRole('article').first()
    const name = await card.getByRole('heading').innerText()
    await card.getByRole('button', { name: 'Add to List' }).click()

    await expect(card.getByRole('status')).toHaveText('Added 1 to your list')
    await expect(page.getByRole('link', { name: 'Hire list, 1 item' })).toBeVisible()
    expect((await savedList(page)) as { productId: string }[]).toEqual([expect.objectContaining({ quantity: 1 })])
    await page.goto('/hire-list')
    await expect(page.getByRole('main')).toContainText(name)
    expect(errors).toEqual([])
  })

  test('a tap made while the app is still on its way is replayed once it has hydrated, once', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto('/hire/decor-1')
    await page.getByRole('button', { name: 'Add to List' }).click()
    await expect(hydrated(page)).toHaveCount(0)
    expect(await savedList(page)).toBeNull()

    release()
    await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText(/^Added 1 × .+ to your list$/)
    await expect(page.getByRole('button', { name: 'Update (1 in list)' })).toBeVisible()
    expect(await savedList(page)).toEqual([expect.objectContaining({ productId: 'decor-1', quantity: 1 })])
  })

  test('hydrating leaves a page where the visitor scrolled it', async ({ page }) => {
    const release = await holdTheApp(page)
    await page.goto('/hire-range')
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
    const scrolled = await page.evaluate(() => window.scrollY)
    release()
    await expect(hydrated(page)).toHaveCount(1)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  })

  test('the app fetches no script until the page has loaded, and then hydrates', async ({ page }) => {
    await page.goto('/')
    await expect(hydrated(page)).toHaveCount(1)
    const { loadedAt, scripts } = await page.evaluate(() => ({
      loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }))
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.startTime, script.url).toBeGreaterThanOrEqual(loadedAt)
  })
})
