import { expect, test } from '@playwright/test'
import { BOTH_WIDTHS } from '../playwright.config.ts'
import { expectNoAxeViolations, gotoHydrated, saveScreenshot, watchForPageErrors } from './support/checks.ts'
import { ROUTES } from './support/siteRoutes.ts'
import { seedHireList } from './support/hireForms.ts'

test.describe('every content page, server-rendered from the CMS', () => {
  for (const route of ROUTES) {
    // Axe at 1440 px too on Home, whose sections change layout most with the width (the gallery is a
    // grid, the press and wedding rows go side by side); the other pages are one column widened.
    test(
      `${route.path}: content, head, screenshot and axe`,
      route.path === '/' ? BOTH_WIDTHS : {},
      async ({ page }, testInfo) => {
        const errors = watchForPageErrors(page)
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
        await expect(page).toHaveTitle(route.title)
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/)
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
        await route.check(page)
        await saveScreenshot(page, testInfo, route.name)
        await expectNoAxeViolations(page)
        // The external enquiry form cannot load offline; that is the only error allowed.
        expect(errors.filter((error) => !error.includes('ERR_NAME_NOT_RESOLVED'))).toEqual([])
      },
    )
  }

  test('an unknown path shows Home, marked noindex', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Weddings and celebrations, beautifully considered',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })
})

test.describe('header, menu and routing', () => {
  // The same dialog at any width (the screenshots script pictures it at 1440 px): phone only.
  test('the menu is a modal: focus moves in and stays, Escape closes, focus returns, page locked', async ({
    page,
  }, testInfo) => {
    await page.goto('/about')
    const menuButton = page.getByRole('button', { name: 'Menu' })
    await menuButton.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText([
      'Home',
      'About Us',
      'Services',
      'Equipment Hire',
      'Portfolio',
      'Press',
      'Client Testimonials',
    ])
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    // The kept scrollbar gutter paints the menu's own deep maroon, not the page's paper.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(36, 3, 4)')
    // The viewport, not the full page: the modal covers exactly what the visitor sees.
    await saveScreenshot(page, testInfo, 'menu-open', { fullPage: false })
    await expectNoAxeViolations(page)
    for (let step = 0; step < 16; step++) {
      await page.keyboard.press('Tab')
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(menuButton).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).not.toBe(
      'rgb(36, 3, 4)',
    )

    await menuButton.click()
    await menu.getByRole('link', { name: 'Client Testimonials' }).click()
    await expect(page).toHaveURL(/\/testimonials$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Testimonials')
  })

  test('top bar: transparent over the hero, solid past 50 px; hire-list badge; footer links', async ({ page }) => {
    await seedHireList(page, [{ productId: 'decor-1', quantity: 3 }], { once: false })
    await page.goto('/')
    const bar = page.getByRole('banner')
    await expect(bar).toHaveAttribute('data-solid', 'false')
    await expect(bar.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', '/enquiry')
    await expect(bar.getByRole('link', { name: 'Hire list, 3 items' })).toHaveAttribute('href', '/hire-list')
    await page.mouse.wheel(0, 400)
    await expect(bar).toHaveAttribute('data-solid', 'true')

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Hire Range' })).toHaveAttribute('href', '/hire-range')
    const services = footer.getByRole('navigation', { name: 'Services' }).getByRole('link')
    await expect(services).toHaveText([
      'Wedding Planning and Styling',
      'Event Styling & Coordination',
      'Brand Production and Events',
      'Equipment Hire',
    ])
    expect(await services.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/services',
      '/services',
      '/services',
      '/hire-range',
    ])
    await expect(footer.getByRole('link', { name: '07 5550 1234' })).toHaveAttribute('href', 'tel:0755501234')
    await expect(footer.getByRole('link', { name: 'hello@amaranthevents.example' })).toHaveAttribute(
      'href',
      'mailto:hello@amaranthevents.example',
    )
    await expect(footer.getByText('Brisbane & Perth')).toBeVisible()
    await expect(footer.getByText('Available worldwide')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Follow Our Journey' }).getByRole('img')).toHaveCount(6)

    // A new path starts at the top; Back restores where the visitor was.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const scrolled = await page.evaluate(() => window.scrollY)
    await footer.getByRole('link', { name: 'Press' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(bar).toHaveAttribute('data-solid', 'true')
    await page.goBack()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100)
  })

  test(
    'gallery: a wrapping carousel on small screens, a grid on large ones',
    BOTH_WIDTHS,
    async ({ page }, testInfo) => {
      await page.goto('/')
      const next = page.getByRole('button', { name: 'Next image' })
      if (testInfo.project.name === 'desktop') {
        await expect(next).toBeHidden()
        return
      }
      const counter = page.getByRole('region', { name: 'Gallery' }).getByText(/^\d \/ 6$/)
      await expect(counter).toHaveText('1 / 6')
      await page.getByRole('button', { name: 'Previous image' }).click()
      await expect(counter).toHaveText('6 / 6')
      await next.click()
      await expect(counter).toHaveText('1 / 6')
    },
  )

  test('hero: the poster paints first; the film plays unless reduced motion is asked for', async ({
    page,
    browser,
    request,
  }) => {
    // The server's HTML holds the poster as a high-priority image and no video at all.
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<img[^>]+fetchpriority="high"/i)
    expect(html).toMatch(/<link rel="preload" as="image"/)
    expect(html).not.toContain('<video')

    await page.goto('/')
    const poster = page.locator('section[aria-labelledby="home-hero-heading"] img')
    await expect(poster).toHaveAttribute('fetchpriority', 'high')
    await expect(poster).toHaveAttribute('loading', 'eager')
    const video = page.locator('section[aria-labelledby="home-hero-heading"] video')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2)

    const reduced = await browser.newContext({ reducedMotion: 'reduce' })
    const calm = await reduced.newPage()
    await calm.goto(page.url())
    await expect(calm.getByRole('heading', { level: 1 })).toBeVisible()
    await calm.waitForLoadState('networkidle')
    await expect(calm.locator('video')).toHaveCount(0)
    await reduced.close()
  })
})

test('a page whose content fails to load says so, and Try again refetches', async ({ page }) => {
  // Client-side navigation is what fails here, so the page must be hydrated before the click.
  await gotoHydrated(page, '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.route('**/cms/v*/data/query/**', (route) => route.abort())
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click()
  await expect(page.getByRole('heading', { name: "We couldn't load this page" })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('banner')).toBeVisible()
  await expectNoAxeViolations(page)
  await page.unroute('**/cms/v*/data/query/**')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Press')
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3)
})
