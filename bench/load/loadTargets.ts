import { productCardsQuery, productQuery } from '@amaranth/schemas/queries/hire'
import { homePageQuery } from '@amaranth/schemas/queries/pages'
import { eventQuery, portfolioQuery } from '@amaranth/schemas/queries/portfolio'
import { siteSettingsQuery } from '@amaranth/schemas/queries/site'

export type TargetKind = 'html' | 'static' | 'cms'
export type LoadTarget = { kind: TargetKind; path: string; headers: Record<string, string> }

const EVENT_SLUG = 'eliza-james-montville'
const PRODUCT_ID = 'decor-1'
const PAGES = ['/', '/hire-range', `/hire/${PRODUCT_ID}`, '/portfolio', `/events/${EVENT_SLUG}`, '/about', '/services']

/** The query answers the SPA asks the lake for when it navigates (the first page arrives with its data). */
const QUERIES: Array<[query: string, params: Record<string, string>]> = [
  [siteSettingsQuery, {}],
  [homePageQuery, {}],
  [productCardsQuery, {}],
  [productQuery, { productId: PRODUCT_ID }],
  [portfolioQuery, {}],
  [eventQuery, { slug: EVENT_SLUG }],
]
const SANITY_API_VERSION = '2025-02-19'

/** What Chromium sends, so compression and content negotiation are measured as a visitor meets them. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd', 'accept-language': 'en-AU,en;q=0.9' }
const ACCEPT: Record<TargetKind | 'image', string> = {
  html: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  static: '*/*',
  image: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  cms: 'application/json',
}

/** GET /cms/v…/data/query/production as @sanity/client encodes it (its encodeQueryString). */
function queryPath([query, params]: (typeof QUERIES)[number]): string {
  const search = new URLSearchParams({ query })
  for (const [key, value] of Object.entries(params)) search.append(`$${key}`, JSON.stringify(value))
  search.append('perspective', 'published')
  search.append('returnQuery', 'false')
  return `/cms/v${SANITY_API_VERSION}/data/query/production?${search}`
}

const attributeUrls = (html: string, prefix: string) =>
  [...html.matchAll(new RegExp(`(?:src|href)="(${prefix}[^"]+)"`, 'g'))].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )

async function text(origin: string, path: string, accept: string): Promise<string> {
  const response = await fetch(origin + path, { headers: { accept } })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status} while finding the targets`)
  return response.text()
}

/**
 * Every URL the load test requests, found the way a browser finds them: the pages, then the scripts,
 * stylesheets and images those pages reference, the fonts the stylesheets reference, and the lake's
 * query answers.
 */
export async function discoverTargets(origin: string): Promise<LoadTarget[]> {
  const assets = new Set<string>(['/favicon.svg'])
  const images = new Set<string>()
  for (const page of PAGES) {
    const html = await text(origin, page, ACCEPT.html)
    attributeUrls(html, '/assets/').forEach((url) => assets.add(url))
    // Two images a page keeps the image share of the mix near a real page view's.
    attributeUrls(html, '/cms/images/')
      .slice(0, 2)
      .forEach((url) => images.add(url))
  }
  for (const stylesheet of [...assets].filter((url) => url.endsWith('.css'))) {
    const css = await text(origin, stylesheet, 'text/css')
    // Latin subsets only: the others' unicode-range never matches our English text, so browsers skip them.
    for (const match of css.matchAll(/url\((\/assets\/[^)]+-latin-wght-[^)]+\.woff2)\)/g)) assets.add(match[1]!)
  }
  const target = (kind: TargetKind, accept: string) => (path: string) => ({
    kind,
    path,
    headers: { ...BROWSER, accept },
  })
  return [
    ...PAGES.map(target('html', ACCEPT.html)),
    ...[...assets].map(target('static', ACCEPT.static)),
    ...[...images].map(target('static', ACCEPT.image)),
    ...QUERIES.map(queryPath).map(target('cms', ACCEPT.cms)),
  ]
}

/**
 * Requests every target once: each must answer 2xx before the run, and the first answer's one-off work
 * (an image's resize, a page's first render) is done, as it is for every visitor after the first.
 */
export async function warmUp(origin: string, targets: readonly LoadTarget[]): Promise<void> {
  for (const { path, headers } of targets) {
    const response = await fetch(origin + path, { headers })
    await response.arrayBuffer()
    if (!response.ok) {
      throw new Error(`GET ${path} answered ${response.status}; the load test needs every target to work`)
    }
  }
}
