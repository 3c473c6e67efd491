import { expect, test, type APIRequestContext } from '@playwright/test'
import { createHmac } from 'node:crypto'
import { PREVIEW_SECRET, SANITY_WEBHOOK_SECRET } from '../playwright.config.ts'
import { gotoHydrated, watchForPageErrors } from './support/checks.ts'

/** The seed's drafts (schemas/seed/content/drafts.ts) beside what is published. */
const PRODUCT = {
  path: '/hire/decor-1',
  published: 'Brass Five-Arm Candelabra',
  draft: 'Brass Five-Arm Candelabra (Draft)',
  publishedPrice: '$25.00',
  draftPrice: '$27.00',
}
const EVENT = {
  path: '/events/eliza-james-montville',
  published: 'Eliza & James — Montville Hinterland',
  draft: 'Eliza & James — Montville Hinterland (Draft)',
}

const enablePath = (redirect: string) =>
  `/api/preview/enable?secret=${encodeURIComponent(PREVIEW_SECRET)}&redirect=${encodeURIComponent(redirect)}`

test.describe('preview: staff see drafts, visitors never do', () => {
  test('off: the published version; on with the secret: the draft, uncached, noindex, the bar; exit: published again', async ({
    page,
  }) => {
    const errors = watchForPageErrors(page)
    await gotoHydrated(page, PRODUCT.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.published)
    await expect(page.getByText('Preview: drafts shown')).toHaveCount(0)

    const response = await page.goto(enablePath(PRODUCT.path))
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(new URL(page.url()).pathname).toBe(PRODUCT.path)
    // The Secure, SameSite=None, HttpOnly cookie is kept by Chromium over http://localhost.
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'amaranth_preview')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None' })
    expect(response!.headers()['cache-control']).toBe('private, no-store')
    expect(response!.headers()['x-robots-tag']).toContain('noindex')
    await expect(page.locator('head meta[name="robots"][content*="noindex"]')).not.toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.draft)
    await expect(page.getByText(PRODUCT.draftPrice).first()).toBeVisible()
    await expect(page.getByText('Preview: drafts shown')).toBeVisible()

    // Client-side navigation in preview reads drafts too (through the server, with the cookie).
    await gotoHydrated(page, '/portfolio')
    await page.locator(`a[href="${EVENT.path}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${EVENT.path}$`))
    // The draft's data may still be on its way from the server on a loaded machine.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT.draft, { timeout: 15_000 })

    // The bar survives hydration and navigation, and its exit link returns to the page it is on.
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`${EVENT.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT.published)
    await expect(page.getByText('Preview: drafts shown')).toHaveCount(0)
    expect((await page.context().cookies()).filter((c) => c.name === 'amaranth_preview')).toEqual([])
    expect(errors).toEqual([])
  })

  test('a visitor never gets a draft: a wrong secret, a forged cookie, or asking the CMS endpoint for drafts', async ({
    page,
    request,
    playwright,
  }) => {
    const wrong = await request.get(`/api/preview/enable?secret=wrong&redirect=${PRODUCT.path}`, { maxRedirects: 0 })
    expect(wrong.status()).toBe(401)
    expect(wrong.headers()['set-cookie']).toBeUndefined()

    const forged = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { cookie: `amaranth_preview=9999999999.${'A'.repeat(43)}` },
    })
    const html = await (await forged.get(PRODUCT.path)).text()
    expect(html).toContain(PRODUCT.published)
    expect(html).not.toContain(PRODUCT.draft)
    expect(html).not.toContain('Preview: drafts shown')

    // A query the site itself sends (the event page's, on a client-side navigation), asked again for drafts.
    await gotoHydrated(page, '/portfolio')
    const sent = page.waitForRequest((r) => r.url().includes('/cms/') && r.url().includes('/data/query/'))
    await page.locator(`a[href="${EVENT.path}"]`).first().click()
    const query = new URL((await sent).url())
    for (const perspective of ['drafts', 'raw', 'previewDrafts']) {
      query.searchParams.set('perspective', perspective)
      for (const client of [request, forged]) {
        const answer = await client.get(query.pathname + query.search)
        expect(answer.status()).toBe(200)
        expect(JSON.stringify(await answer.json())).not.toContain('(Draft)')
      }
    }
    expect((await forged.post('/api/preview/query', { data: { query: '*', params: {} } })).status()).toBe(401)
    await forged.dispose()
  })

  test('the public bundle loads no preview code; a page in preview does', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await gotoHydrated(page, '/')
    const publicScripts = [...scripts]
    const previewChunk = (url: string) => new URL(url).pathname.startsWith('/assets/preview/')
    expect(publicScripts.filter(previewChunk)).toEqual([])
    await page.goto(enablePath('/'))
    await expect.poll(() => scripts.filter(previewChunk).length).toBeGreaterThan(0)
  })
})

/** A body signed as Sanity signs a webhook (`@sanity/webhook`): `t=<ms>,v1=<base64url HMAC-SHA256 of "t.body">`. */
function sign(body: string, secret = SANITY_WEBHOOK_SECRET, timestamp = Date.now()) {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('base64url')
  return `t=${timestamp},v1=${digest}`
}

const revalidate = (request: APIRequestContext, body: string, signature?: string) =>
  request.post('/api/revalidate', {
    data: body,
    headers: { 'content-type': 'application/json', ...(signature ? { 'sanity-webhook-signature': signature } : {}) },
  })

test.describe('publishing: the pages a document is on are re-rendered at once', () => {
  test('a signed call answers the paths it dropped and the next request re-renders; unsigned or forged gets 401', async ({
    request,
  }) => {
    // Served twice, so the second comes from the HTML cache (same ETag, cache headers).
    await request.get(PRODUCT.path)
    const cached = await request.get(PRODUCT.path)
    expect(cached.headers()['etag']).toBeTruthy()
    const body = JSON.stringify({
      _id: 'product.decor-1',
      _type: 'product',
      productId: 'decor-1',
      categoryId: 'decor',
    })

    expect((await revalidate(request, body)).status()).toBe(401)
    expect((await revalidate(request, body, sign(body, 'not-the-secret'))).status()).toBe(401)
    expect((await revalidate(request, body.replace('decor-1', 'decor-2'), sign(body))).status()).toBe(401)

    const answer = await revalidate(request, body, sign(body))
    expect(answer.status()).toBe(200)
    const { dropped } = (await answer.json()) as { dropped: string[] }
    expect(dropped).toContain(PRODUCT.path)
    // Only pages that show it: its collection and the hire range, the events whose look uses it, and
    // the product pages of its collection ("Often hired with" picks it, or may fall back to it).
    const showsIt = (path: string) =>
      ['/decor', '/hire-range', '/events/grace-oliver-new-farm', '/events/mia-samuel-brisbane-city'].includes(path) ||
      /^\/hire\/decor-\d+$/.test(path)
    const notShowingIt = dropped.filter((path) => !showsIt(new URL(path, 'http://x').pathname))
    expect(notShowingIt).toEqual([])

    // Dropped: the next request renders the page again and keeps it, so a second call drops it again.
    expect((await request.get(PRODUCT.path)).status()).toBe(200)
    const again = await revalidate(request, body, sign(body))
    expect(((await again.json()) as { dropped: string[] }).dropped).toContain(PRODUCT.path)
  })
})
