import type { SanityClient } from '@sanity/client'
import { describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '../../src/router.tsx'
import { readServerEnv } from '../../src/server/env.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { createSeoRoutes } from '../../src/server/seo/seoRoutes.ts'

const content = createContentSource(readServerEnv({}), 'http://localhost:4307')
/** Routes that are only ever reached by a link someone shares, and are kept out of search (noindex). */
const SHARED_ONLY = ['/hire-list/shared']
/** Every route of the app without a parameter: the sitemap must list each one (and no other). */
/**
 * A buyer's own pages after a purchase, and /reserve (a form over the visitor's own list): noindex, never in
 * the sitemap.
 */
const NOT_LISTED = new Set(['/store/purchased', '/store/link-expired', '/reserve'])
const STATIC_ROUTES = Object.keys(createAppRouter().routesByPath)
  .filter((path) => !NOT_LISTED.has(path))
  .filter((path) => !path.includes('$') && !SHARED_ONLY.includes(path))
  .sort()

/** The <loc> of each <url> (the XML itself is checked for validity in sitemapXml.test.ts). */
function sitemapLocations(xml: string) {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  )
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?<\/url>/g)].map((match) => match[1]!)
}

describe('sitemap.xml', () => {
  it('lists every route, all 85 products and all 17 events on the CMS site address, as valid XML', async () => {
    const response = await createSeoRoutes(content.sanity, {}).request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const urls = sitemapLocations(await response.text())
    const paths = urls.map((url) => new URL(url).pathname)
    expect(new Set(urls.map((url) => new URL(url).origin))).toEqual(new Set(['https://amaranthevents.example']))
    expect(new Set(paths).size).toBe(paths.length)
    expect(STATIC_ROUTES).toHaveLength(19)
    expect(paths.filter((path) => !/^\/(hire|events)\//.test(path)).sort()).toEqual(STATIC_ROUTES)
    expect(paths.filter((path) => path.startsWith('/hire/'))).toHaveLength(85)
    expect(paths.filter((path) => path.startsWith('/events/'))).toHaveLength(17)
    expect(paths).toContain('/hire/styling-furniture-8')
  })

  it('uses PUBLIC_SITE_URL over the CMS address', async () => {
    const seo = createSeoRoutes(content.sanity, { PUBLIC_SITE_URL: 'https://staging.amaranth.test' })
    const urls = sitemapLocations(await (await seo.request('/sitemap.xml')).text())
    expect(urls[0]).toBe('https://staging.amaranth.test/')
    const robots = await (await seo.request('/robots.txt')).text()
    expect(robots).toContain('Sitemap: https://staging.amaranth.test/sitemap.xml')
  })

  it('answers 503 with Retry-After, not 500, when the CMS is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = { fetch: () => Promise.reject(new Error('CMS down')) } as unknown as SanityClient
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      const response = await createSeoRoutes(down, {}).request(path)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
    }
  })
})

describe('robots.txt', () => {
  it('allows crawling, points to the sitemap and keeps lake images crawlable', async () => {
    const response = await createSeoRoutes(content.sanity, {}).request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Sitemap: https://amaranthevents.example/sitemap.xml')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain('Allow: /cms/images/')
    expect(lines.some((line) => /^Disallow: \/\s*$/.test(line))).toBe(false)
  })
})
