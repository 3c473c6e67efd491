import { expect, test } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  bootGraph,
  CLIENT_ENTRY,
  HYDRATE_MODULE,
  readManifest,
  routeComponentChunks,
} from '../../web/src/server/delivery/viteManifest.ts'
import { scriptWeights } from '../../web/src/server/delivery/scriptWeights.ts'
import { gotoHydrated } from './support/checks.ts'
import { seedHireList } from './support/hireForms.ts'

/** The build the e2e server serves (playwright.config.ts passes WEB_OUT_DIR on to it). */
const CLIENT_DIR = join(import.meta.dirname, '../../web', process.env.WEB_OUT_DIR ?? 'dist', 'client')
/**
 * JavaScript before first interaction, gzip as served, in KiB. Issue #14 asks 130 KB, which the kept
 * libraries alone exceed (bench/report.md, decision 0013); this holds what that issue won (168 -> 145 KB).
 * `pnpm bench` reads the same measure (scriptWeights) and reports it against the issue's own targets.
 */
const ENTRY_BUDGET_BYTES = 150 * 1024
/** What a route may add to that (its split chunks and what they import that the entry does not). */
const ROUTE_BUDGET_BYTES = 30 * 1024
/** A message only @sanity/client's own code contains. */
const SANITY_CLIENT_MARK = 'Configuration must contain `projectId`'

const PAGES = [
  { path: '/', route: '/', lcpImage: true },
  { path: '/hire-range', route: '/hire-range', lcpImage: false },
  { path: '/hire/decor-1', route: '/hire/$productId', lcpImage: true },
  { path: '/portfolio', route: '/portfolio', lcpImage: true },
  { path: '/events/eliza-james-montville', route: '/events/$slug', lcpImage: true },
]

const manifest = readManifest(CLIENT_DIR)
const entryGraph = bootGraph(manifest)

test.describe('Delivery', () => {
  test('the entry stays within budget and without @sanity/client; each route adds little', () => {
    const withClient = readdirSync(join(CLIENT_DIR, 'assets')).filter(
      (file) =>
        file.endsWith('.js') && readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8').includes(SANITY_CLIENT_MARK),
    )
    expect(withClient.length).toBeGreaterThan(0)
    const entryFiles = [...entryGraph].map((key) => manifest[key]!.file)
    for (const file of withClient) expect(entryFiles).not.toContain(`assets/${file}`)

    const weights = scriptWeights(CLIENT_DIR)
    expect(weights.entryGzip).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES)
    expect(weights.routes.length).toBeGreaterThan(20)
    for (const { route, ownGzip } of weights.routes) expect(ownGzip, route).toBeLessThanOrEqual(ROUTE_BUDGET_BYTES)
  })

  for (const { path, route, lcpImage } of PAGES) {
    test(`${path} preloads its fonts, route chunk${lcpImage ? ' and LCP image' : ''}; compressed and revalidated`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['content-encoding']).toBe('br')
      expect(headers['vary']).toContain('Accept-Encoding')
      expect(headers['cache-control']).toMatch(/max-age=0, must-revalidate/)

      const head = (await response.text()).split('</head>')[0]!
      expect(
        head.match(/<link rel="preload" href="\/assets\/[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin>/g),
      ).toHaveLength(2)
      expect(head).not.toMatch(/<link rel="stylesheet"/)
      const chunk = manifest[routeComponentChunks(manifest).get(route)!]!.file
      // The boot script preloads it with the entry once the page has loaded (decision 0015); nothing
      // in the head fetches a module before that.
      const bootModules = [
        ...head.matchAll(/<script type="application\/json" data-boot-modules>(.*?)<\/script>/g),
      ].flatMap((block) => JSON.parse(block[1]!) as string[])
      expect(bootModules).toContain(`/${chunk}`)
      // React's renderer, which the entry imports once it has made the router (decision 0031).
      expect(bootModules).toContain(`/${manifest[HYDRATE_MODULE]!.file}`)
      expect(head).not.toMatch(/<link rel="modulepreload"|<script type="module"/)
      if (lcpImage)
        expect(head).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="\/cms\/images\//)

      // The first answer may have been a stale page whose re-render lands between the two requests
      // (each render has a new ETag): revalidate against the newest page until one answers 304.
      let etag = headers['etag']!
      let status = 0
      for (let attempt = 0; attempt < 3 && status !== 304; attempt++) {
        const again = await request.get(path, { headers: { 'If-None-Match': etag } })
        status = again.status()
        if (status === 200) etag = again.headers()['etag']!
      }
      expect(status).toBe(304)
    })
  }

  test('hashed assets are precompressed and immutable', async ({ request }) => {
    const entry = manifest[CLIENT_ENTRY]!.file
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(`/${entry}`, { headers: { 'Accept-Encoding': encoding } })
      expect(response.headers()['content-encoding']).toBe(encoding)
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    }
  })

  // Chromium decodes an SVG favicon as a document of its own on the page's main thread while the page
  // loads (7-48 ms on the bench machine, four times that in Lighthouse's estimate): the icons are PNGs.
  test('the page links raster icons, and the server serves them', async ({ page, request }) => {
    await page.goto('/about')
    const icons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).getAttribute('href')!))
    expect(icons).toEqual(['/favicon-32.png', '/apple-touch-icon.png'])
    for (const href of icons) {
      const response = await request.get(href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('image/png')
      expect(response.headers()['cache-control']).toBe('public, max-age=86400')
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG')
    }
  })
})

/**
 * A page the server renders carries every query it reads, so landing on it asks the CMS nothing from the
 * browser and loads no CMS client (the hire list and the inquiry once did, for the charges, the planning
 * rules and the catalogue: decision 0016). The hire list is landed on with a saved line.
 */
for (const path of ['/', '/hire-list', '/equipment-hire-inquiry']) {
  test(`landing on ${path} asks the CMS nothing from the browser`, async ({ page }) => {
    const chunk = manifest['src/lib/sanity/createSanityClient.ts']!.file
    await seedHireList(page, { version: 2, items: [{ productId: 'decor-1', quantity: 2 }], event: {} }, { once: false })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
    expect(requested.filter((request) => request.startsWith('/cms/v') || request === `/${chunk}`)).toEqual([])
  })
}

test('the first client-side navigation loads the CMS client', async ({ page }) => {
  const chunk = manifest['src/lib/sanity/createSanityClient.ts']!.file
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await gotoHydrated(page, '/')

  await page.getByRole('link', { name: 'View Portfolio' }).click()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect.poll(() => requested).toContain(`/${chunk}`)
})
