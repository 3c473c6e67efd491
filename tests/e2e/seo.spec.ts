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

  test('every route has its title, description, canonical, Open Graph, Twitter card and JSON-LD', async ({
    page,
    request,
  }) => {
    // Twenty-one pages in one test: generous for a loaded machine, each page only needs its head parsed.
    test.setTimeout(120_000)
    const pages = await pagesToCheck(request)
    expect(pages.length).toBe(21)
    // Only the head is read: the images, styles and fonts the page would fetch are not needed.
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    )
    for (const path of pages) {
      await test.step(path, async () => {
        const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
        expect(response?.status()).toBe(200)
        const url = new URL(path, SITE).href
        // The whole head in one read of the page, not a round trip per tag.
        const head = await page.evaluate(() => {
          const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
          const property = (name: string) => content(`meta[property="${name}"]`)
          return {
            title: document.title,
            description: content('meta[name="description"]'),
            canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
            robots: document.head.querySelectorAll('meta[name="robots"]').length,
            twitterCard: content('meta[name="twitter:card"]'),
            og: Object.fromEntries(
              [
                'url',
                'title',
                'description',
                'site_name',
                'image',
                'image:width',
                'image:height',
                'image:alt',
                'type',
              ].map((name) => [name, property(`og:${name}`)]),
            ),
            types: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
              (script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type'],
            ),
          }
        })
        expect(head.title).toMatch(/\S/)
        expect(head.description).toMatch(/.{50,}/)
        expect(head.canonical).toBe(url)
        expect(head.og.url).toBe(url)
        expect(head.og.title).toBe(head.title)
        expect(head.og.description).toBe(head.description)
        expect(head.og.site_name).toBe('Amaranth Events')
        expect(head.og.image).toMatch(new RegExp(`^${SITE}/cms/images/.*w=1200&h=630`))
        expect(head.og['image:width']).toBe('1200')
        expect(head.og['image:height']).toBe('630')
        expect(head.og['image:alt']).toMatch(/\S/)
        expect(head.twitterCard).toBe('summary_large_image')
        expect(head.robots).toBe(0)

        const expected = {
          '/': ['LocalBusiness'],
          '/contact': ['LocalBusiness'],
          [PRODUCT]: ['Product', 'BreadcrumbList'],
          [EVENT]: ['BreadcrumbList'],
        }[path]
        expect(head.types).toEqual(expected ?? [])
        expect(head.og.type).toBe(path === PRODUCT ? 'product' : path === EVENT ? 'article' : 'website')
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
