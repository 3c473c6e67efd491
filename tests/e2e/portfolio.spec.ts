import { expect, test, type Page } from '@playwright/test'
import { BASE_URL } from '../playwright.config.ts'
import { expectNoAxeViolations, gotoHydrated, saveScreenshot, watchForPageErrors } from './support/checks.ts'

/** Twelve photos, featured ('IN VOGUE'), with venue lines. */
const EVENT = { slug: 'eliza-james-montville', name: 'Eliza & James — Montville Hinterland', photos: 12 }

function lightbox(page: Page) {
  return page.getByRole('dialog', { name: `Photographs of ${EVENT.name}` })
}

async function expectPhoto(page: Page, position: number) {
  await expect(lightbox(page).getByText(`${position} / ${EVENT.photos}`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`[?&]image=${position}(&|$)`))
}

test.describe('Portfolio and event pages', () => {
  test('every event is server-rendered with its own head; an unknown event is a 404', async ({ request }) => {
    const portfolio = await request.get('/portfolio')
    expect(portfolio.status()).toBe(200)
    const slugs = [
      ...new Set([...(await portfolio.text()).matchAll(/href="\/events\/([a-z0-9-]+)"/g)].map((m) => m[1])),
    ]
    expect(slugs).toHaveLength(17)

    for (const slug of slugs) {
      const response = await request.get(`/events/${slug}`)
      expect(response.status(), slug).toBe(200)
      const html = await response.text()
      const grid = html.slice(
        html.indexOf('aria-label="Photographs"'),
        html.indexOf('</ul>', html.indexOf('aria-label="Photographs"')),
      )
      const photos = grid.match(/<li/g)?.length ?? 0
      expect(photos, slug).toBeGreaterThanOrEqual(5)
      expect(photos, slug).toBeLessThanOrEqual(43)
      expect(html).toMatch(/<title>[^<|]+\| Amaranth Events<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]{40,160}"/)
      // On the public site address (the e2e server's PUBLIC_SITE_URL, over the CMS's siteUrl).
      expect(html).toContain(`<meta property="og:image" content="${BASE_URL}/cms/images/`)
    }

    const html = await (await request.get(`/events/${EVENT.slug}`)).text()
    const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!.replaceAll('&amp;', '&')
    // The public address does not resolve here: fetch the same image path from the server under test.
    const image = await request.get(new URL(ogImage).pathname + new URL(ogImage).search)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/jpeg')

    const missing = await request.get('/events/no-such-wedding')
    expect(missing.status()).toBe(404)
    const missingHtml = await missing.text()
    expect(missingHtml).toContain('Event not found')
    expect(missingHtml).toMatch(/<a[^>]+href="\/portfolio"[^>]*>View the portfolio<\/a>/)
  })

  test('the portfolio shows 17 events with their labels and opens one client-side', async ({ page }, testInfo) => {
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    const errors = watchForPageErrors(page)
    // Still, so the screenshot and the contrast check see the final page without waiting out the stagger.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHydrated(page, '/portfolio')
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
    const cards = page.getByRole('list', { name: 'Events' }).getByRole('listitem')
    await expect(cards).toHaveCount(17)
    await expect(page.getByText('IN VOGUE', { exact: true })).toHaveCount(2)
    await expect(cards.first()).toContainText('October 2025')

    await saveScreenshot(page, testInfo, 'portfolio')
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: EVENT.name }).click()
    await expect(page).toHaveURL(`/events/${EVENT.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: EVENT.name })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Photographs' }).getByRole('link')).toHaveCount(EVENT.photos)
    expect(documents).toHaveLength(1)
    expect(errors).toEqual([])
  })

  // The first row is the largest paint: a fade would count it as painted only once the main thread,
  // busy hydrating, sees its opacity rise (riseIn.ts). It lifts in; the cards below rise and fade.
  test('the first row of cards lifts in without fading; the cards below fade in', async ({ page }) => {
    await page.goto('/portfolio')
    const animated = (index: number) =>
      page
        .getByRole('main')
        .getByRole('listitem')
        .nth(index)
        .evaluate((card) =>
          card
            .getAnimations()
            .flatMap((animation) =>
              (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame)),
            ),
        )
    for (const index of [0, 1, 2]) {
      const properties = await animated(index)
      expect(properties, `card ${index + 1}`).toContain('transform')
      expect(properties, `card ${index + 1}`).not.toContain('opacity')
    }
    expect(await animated(5)).toContain('opacity')
  })

  test('the lightbox works by keyboard: arrows wrap, Escape closes, focus returns, scroll is locked', async ({
    page,
  }) => {
    await page.goto(`/events/${EVENT.slug}`)
    const second = page.getByRole('list', { name: 'Photographs' }).getByRole('link').nth(1)
    await second.focus()
    await page.keyboard.press('Enter')

    await expect(lightbox(page)).toBeVisible()
    await expectPhoto(page, 2)
    await expect(lightbox(page).getByRole('button', { name: 'Close' })).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    await page.keyboard.press('ArrowRight')
    await expectPhoto(page, 3)
    for (const position of [2, 1, EVENT.photos]) {
      await page.keyboard.press('ArrowLeft')
      await expectPhoto(page, position)
    }
    await page.keyboard.press('ArrowRight')
    await expectPhoto(page, 1)

    await page.keyboard.press('Escape')
    await expect(lightbox(page)).toBeHidden()
    await expect(page).toHaveURL(`/events/${EVENT.slug}`)
    await expect(second).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })

  test('the lightbox works by pointer, preloads neighbours, and Back closes it', async ({ page }) => {
    await page.goto(`/events/${EVENT.slug}`)
    await page.getByRole('list', { name: 'Photographs' }).getByRole('link').first().click()
    await expectPhoto(page, 1)

    // The neighbours are fetched while photo 1 is on screen, so stepping shows them at once.
    const preloaded = page.getByTestId('lightbox-preload').locator('img')
    await expect(preloaded).toHaveCount(2)
    await expect
      .poll(() =>
        preloaded.evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.complete && image.naturalWidth > 0),
        ),
      )
      .toBe(true)

    await lightbox(page).getByRole('button', { name: 'Next photo' }).click()
    await expectPhoto(page, 2)
    await lightbox(page).getByRole('button', { name: 'Previous photo' }).click()
    await lightbox(page).getByRole('button', { name: 'Previous photo' }).click()
    await expectPhoto(page, EVENT.photos)

    // A real touch swipe to the left, through the browser's input pipeline.
    const cdp = await page.context().newCDPSession(page)
    const y = 400
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 300, y }] })
    for (const x of [260, 200, 140])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expectPhoto(page, 1)

    // Stepping replaced the history entry: one Back closes the lightbox and stays on the event.
    await page.goBack()
    await expect(lightbox(page)).toBeHidden()
    await expect(page).toHaveURL(`/events/${EVENT.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: EVENT.name })).toBeVisible()
  })

  test('a link opens straight onto a photo; the pages are axe-clean and still under reduced motion', async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/events/${EVENT.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: EVENT.name })).toBeVisible()
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    await saveScreenshot(page, testInfo, 'event')
    await expectNoAxeViolations(page)

    const errors = watchForPageErrors(page)
    await page.goto(`/events/${EVENT.slug}?image=5`)
    await expect(lightbox(page)).toBeVisible()
    await expectPhoto(page, 5)
    await expect(lightbox(page).getByRole('img')).toHaveAttribute('alt', /.{10,}/)
    await expect(lightbox(page).getByRole('img')).toHaveJSProperty('complete', true)
    // The viewport, not the full page: the lightbox is exactly one screen.
    await saveScreenshot(page, testInfo, 'lightbox', { fullPage: false })
    await expectNoAxeViolations(page)

    // Arrived by link: closing stays on the event page, with focus on that photo in the grid.
    await lightbox(page).getByRole('button', { name: 'Close' }).click()
    await expect(lightbox(page)).toBeHidden()
    await expect(page).toHaveURL(`/events/${EVENT.slug}`)
    await expect(page.getByRole('list', { name: 'Photographs' }).getByRole('link').nth(4)).toBeFocused()
    expect(errors).toEqual([])
  })
})
