import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { describe, expect, it } from 'vitest'
import { createServerApp } from '../../../src/server/app.ts'
import { createHtmlCache } from '../../../src/server/delivery/htmlCache.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { affectedPages, EVERY_PAGE } from '../../../src/server/revalidate/affectedPages.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { tempInquiryDb } from '../../support/tempDatabase.ts'

const ORIGIN = 'http://localhost:4998'
const SECRET = 'webhook-secret-for-unit-tests'

/** Every page the site has that these tests look at, kept in the HTML cache before each call. */
const PAGES = [
  '/',
  '/about',
  '/services',
  '/testimonials',
  '/press',
  '/portfolio',
  '/events/eliza-james-montville',
  '/events/sophie-tom-cottesloe',
  '/hire-range',
  '/hire-range?category=decor',
  '/decor',
  '/linen',
  '/hire/decor-1',
  '/hire/decor-2',
  '/hire/linen-1',
]

/** One migrated database (copied from the template) for every site of this file. */
const INQUIRY_DB = tempInquiryDb().path

function build(secret: string) {
  // Its pages are warmed again after each drop, from one address: more renders than a visitor's allowance.
  const env = readServerEnv({
    NODE_ENV: 'production',
    INQUIRY_DB,
    SANITY_WEBHOOK_SECRET: secret ?? '',
    PAGE_RENDER_RATE_LIMIT: '100000',
  })
  const content = createContentSource(env, ORIGIN)
  const renders: string[] = []
  const htmlCache = createHtmlCache({
    render: async (request) => {
      renders.push(new URL(request.url).pathname)
      return new Response(`<html><body>${request.url}</body></html>`, { headers: { 'Content-Type': 'text/html' } })
    },
  })
  const app = createServerApp({ content, env, renderPage: htmlCache, htmlCache })
  const warm = () => Promise.all(PAGES.map((path) => app.fetch(new Request(`${ORIGIN}${path}`))))
  const post = async (payload: unknown, signWith: string | null = SECRET, headers: Record<string, string> = {}) => {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
    const signature = signWith ? await encodeSignatureHeader(body, Date.now(), signWith) : undefined
    return app.fetch(
      new Request(`${ORIGIN}/api/revalidate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { [SIGNATURE_HEADER_NAME]: signature } : {}),
          ...headers,
        },
        body,
      }),
    )
  }
  return { app, htmlCache, warm, post, renders }
}

let shared: ReturnType<typeof build> | undefined
/**
 * The file's one site with the webhook secret (building one, its lake and server app, takes seconds of CPU):
 * each test warms the cache first and looks only at what its own calls change. Another secret, a site of its own.
 */
const site = (secret = SECRET) => (secret === SECRET ? (shared ??= build(SECRET)) : build(secret))

const PRODUCT = { _id: 'product.decor-1', _type: 'product', productId: 'decor-1', categoryId: 'decor' }
/** decor-2 has no staff picks, so its "Often hired with" may show decor-1 (same collection, nearest price). */
const EXPECTED_FOR_PRODUCT = ['/decor', '/hire-range', '/hire-range?category=decor', '/hire/decor-1', '/hire/decor-2']
const dropped = async (response: Response) => ((await response.json()) as { dropped: string[] }).dropped

describe('POST /api/revalidate', () => {
  it('refuses unsigned, forged, wrongly signed and secret-less calls with 401, and drops nothing', async () => {
    const { htmlCache, warm, post } = site()
    await warm()
    const before = htmlCache.keys().length
    const body = JSON.stringify(PRODUCT)
    const genuine = await encodeSignatureHeader(body, Date.now(), SECRET)
    const at = genuine.indexOf('v1=') + 3
    const forgedHeader = genuine.slice(0, at) + (genuine[at] === 'A' ? 'B' : 'A') + genuine.slice(at + 1)
    for (const response of [
      await post(PRODUCT, null),
      await post(PRODUCT, 'another-secret'),
      await post(PRODUCT, null, { [SIGNATURE_HEADER_NAME]: forgedHeader }),
      await post(PRODUCT, null, { [SIGNATURE_HEADER_NAME]: 'garbage' }),
      // Signed, then changed on the way.
      await post(body.replace('decor-1', 'decor-2'), null, {
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
      }),
    ].entries()) {
      expect(response[1].status, `call ${response[0]}`).toBe(401)
    }
    expect(htmlCache.keys()).toHaveLength(before)

    const unconfigured = site('')
    await unconfigured.warm()
    expect((await unconfigured.post(PRODUCT)).status).toBe(401)
    expect(unconfigured.htmlCache.keys()).toHaveLength(before)
  })

  it('a product: drops its page, its collection, the hire range (every search of it) and the pages of its collection whose "Often hired with" falls back to it, nothing else', async () => {
    const { htmlCache, warm, post } = site()
    await warm()
    const response = await post(PRODUCT)
    expect(response.status).toBe(200)
    expect(await dropped(response)).toEqual(EXPECTED_FOR_PRODUCT)
    const left = htmlCache.keys().map((key) => new URL(key).pathname)
    expect(left).not.toContain('/hire/decor-1')
    expect(left).toContain('/hire/linen-1')
    expect(left).toContain('/linen')
  })

  it('a body without our projection (the whole document, or only its id and type) drops the same pages', async () => {
    const { warm, post } = site()
    const expected = EXPECTED_FOR_PRODUCT
    await warm()
    const wholeDocument = {
      _id: 'product.decor-1',
      _type: 'product',
      name: 'Brass Five-Arm Candelabra',
      productId: { _type: 'slug', current: 'decor-1' },
      category: { _type: 'reference', _ref: 'category.decor' },
    }
    expect(await dropped(await post(wholeDocument))).toEqual(expected)
    await warm()
    expect(await dropped(await post({ _id: 'product.decor-1', _type: 'product' }))).toEqual(expected)
  })

  it('a product moved to another collection: the old collection goes too', async () => {
    const { warm, post } = site()
    await warm()
    const moved = { ...PRODUCT, categoryId: 'linen', before: { productId: 'decor-1', categoryId: 'decor' } }
    expect(await dropped(await post(moved))).toEqual([...EXPECTED_FOR_PRODUCT, '/linen'])
  })

  it('a singleton: its page; an event: its page, the portfolio and the home page that features it', async () => {
    const { warm, post } = site()
    await warm()
    expect(await dropped(await post({ _id: 'aboutPage', _type: 'aboutPage' }))).toEqual(['/about'])
    expect(
      await dropped(
        await post({ _id: 'event.eliza-james-montville', _type: 'portfolioEvent', slug: 'eliza-james-montville' }),
      ),
    ).toEqual(['/', '/events/eliza-james-montville', '/portfolio'])
  })

  it('site settings: every page', async () => {
    const { htmlCache, warm, post } = site()
    await warm()
    const all = htmlCache
      .keys()
      .map((key) => new URL(key).pathname + new URL(key).search)
      .sort()
    expect(await dropped(await post({ _id: 'siteSettings', _type: 'siteSettings' }))).toEqual(all)
    expect(htmlCache.keys()).toEqual([])
  })

  it('the next request renders the dropped page again', async () => {
    const { app, warm, post, renders } = site()
    await warm()
    const count = renders.filter((path) => path === '/about').length
    await app.fetch(new Request(`${ORIGIN}/about`))
    expect(renders.filter((path) => path === '/about')).toHaveLength(count)
    await post({ _id: 'aboutPage', _type: 'aboutPage' })
    await app.fetch(new Request(`${ORIGIN}/about`))
    expect(renders.filter((path) => path === '/about')).toHaveLength(count + 1)
  })

  it('a draft drops nothing; a body that is not a projection is a 400; a huge body a 413', async () => {
    const { warm, post } = site()
    await warm()
    expect(await dropped(await post({ ...PRODUCT, _id: 'drafts.product.decor-1' }))).toEqual([])
    expect((await post({ hello: 'world' })).status).toBe(400)
    expect((await post('not json')).status).toBe(400)
    expect((await post({ ...PRODUCT, padding: 'x'.repeat(20_000) })).status).toBe(413)
  })
})

describe('affectedPages', () => {
  it('adds the own page of each referring document (events that use a product, once they link one)', () => {
    const usedBy = [{ _id: 'event.x', _type: 'portfolioEvent', slug: 'x' }]
    expect(affectedPages(PRODUCT, usedBy)).toEqual(['/decor', '/events/x', '/hire-range', '/hire/decor-1'])
  })

  it('maps testimonials to the pages that place them, and site settings to every page', () => {
    expect(affectedPages({ _id: 't', _type: 'testimonial', placements: ['home'] })).toEqual(['/'])
    expect(affectedPages({ _id: 's', _type: 'siteSettings' })).toEqual([EVERY_PAGE])
  })
})

describe('the HTML cache while a page renders', () => {
  it('a page dropped mid-render still answers its visitor, and that render is not kept', async () => {
    let release = () => {}
    let renders = 0
    const cache = createHtmlCache({
      render: async () => {
        renders++
        if (renders === 1) await new Promise<void>((resolve) => (release = resolve))
        return new Response(`<html>v${renders}</html>`, { headers: { 'Content-Type': 'text/html' } })
      },
    })
    const pending = cache(new Request(`${ORIGIN}/about`))
    await new Promise((resolve) => setTimeout(resolve, 0))
    cache.drop(['/about'])
    release()
    expect((await pending).status).toBe(200)
    expect(await (await cache(new Request(`${ORIGIN}/about`))).text()).toBe('<html>v2</html>')
  })
})
