import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { BASE_URL } from '../playwright.config.ts'
import { gotoHydrated } from './support/checks.ts'

/** The server's PUBLIC_SITE_URL (required with Stripe), over the CMS's site address: canonical and sharing URLs are built on it. */
const SITE = BASE_URL
const PRODUCT = '/hire/linen-1'
const EVENT = '/events/eliza-james-montville'

/** Every path the sitemap lists without a parameter (the static routes), plus one product and one event. */
async function pagesToCheck(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  expect(paths).toContain(PRODUCT)
  expect(paths).toContain(EVENT)
  return [...paths.filter((path) => !/^\/(hire|events)\//.test(path)), PRODUCT, EVENT]
}

const meta = (page: Page, key: 'name' | 'property', value: string) =>
  page.locator(`head meta[${key}="${value}"]`).getAttribute('content')

async function structuredData(page: Page): Promise<{ '@type': string; [key: string]: unknown }[]> {
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text))
}

test.describe('the head the server sends', () => {
  // Without JavaScript the page is exactly the server's HTML: no hydration rewrites the head.
  test.use({ javaScriptEnabled: false })
  test.skip(({ isMobile }) => isMobile, 'the server sends the same head to every device')

  test('every route has its title, description, canonical, Open Graph, Twitter card and JSON-LD', async ({
    page,
    request,
  }) => {
    // Twenty-one pages in one test: generous for a loaded machine, each page only needs its head parsed.
    test.setTimeout(120_000)
    const pages = await pagesToCheck(request)
    expect(pages.length).toBe(21)
    for (const path of pages) {
      await test.step(path, async () => {
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
        expect(response?.status()).toBe(200)
        const url = new URL(path, SITE).href
        await expect(page).toHaveTitle(/\S/)
        expect(await meta(page, 'name', 'description')).toMatch(/.{50,}/)
        expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url)
        expect(await meta(page, 'property', 'og:url')).toBe(url)
        expect(await meta(page, 'property', 'og:title')).toBe(await page.title())
        expect(await meta(page, 'property', 'og:description')).toBe(await meta(page, 'name', 'description'))
        expect(await meta(page, 'property', 'og:site_name')).toBe('Amaranth Events')
        expect(await meta(page, 'property', 'og:image')).toMatch(new RegExp(`^${SITE}/cms/images/.*w=1200&h=630`))
        expect(await meta(page, 'property', 'og:image:width')).toBe('1200')
        expect(await meta(page, 'property', 'og:image:height')).toBe('630')
        expect(await meta(page, 'property', 'og:image:alt')).toMatch(/\S/)
        expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image')
        await expect(page.locator('head meta[name="robots"]')).toHaveCount(0)

        const types = (await structuredData(page)).map((data) => data['@type'])
        const expected = {
          '/': ['LocalBusiness'],
          '/contact': ['LocalBusiness'],
          [PRODUCT]: ['Product', 'BreadcrumbList'],
          [EVENT]: ['BreadcrumbList'],
        }[path]
        expect(types).toEqual(expected ?? [])
        expect(await meta(page, 'property', 'og:type')).toBe(
          path === PRODUCT ? 'product' : path === EVENT ? 'article' : 'website',
        )
      })
    }
  })

  test('a product page describes the product, its offer and its trail', async ({ page }) => {
    await page.goto(PRODUCT)
    const [product, trail] = await structuredData(page)
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Sage Linen Napkin',
      sku: 'linen-1',
      offers: { '@type': 'Offer', priceCurrency: 'AUD', url: `${SITE}${PRODUCT}` },
    })
    expect((product!.offers as { price: string }).price).toMatch(/^\d+\.\d{2}$/)
    expect((trail!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'Equipment Hire',
      'Linen',
      'Sage Linen Napkin',
    ])
  })

  test('missing products and events answer 404 and unknown paths show Home, all noindex', async ({ page }) => {
    for (const [path, status] of [
      ['/hire/no-such-product', 404],
      ['/events/no-such-event', 404],
      ['/no-such-page', 200],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(status)
      expect(await meta(page, 'name', 'robots'), path).toBe('noindex')
      await expect(page.locator('head link[rel="canonical"]'), path).toHaveCount(0)
      expect(await structuredData(page), path).toEqual([])
    }
  })

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    expect(await response.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})

test('client-side navigation updates the canonical URL and Open Graph data', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Press' }).click()
  await expect(page).toHaveURL('/press')
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/press`)
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/press`)
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0)
})
