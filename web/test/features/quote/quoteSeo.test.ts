import { describe, expect, it } from 'vitest'
import type { ReadQuote } from '../../../src/booking/quoteView.ts'
import { render } from '../../../src/entry-server.tsx'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { createSeoRoutes } from '../../../src/server/seo/seoRoutes.ts'
import { confirmedView } from './quoteFixtures.ts'

const content = createContentSource(readServerEnv({}), 'http://localhost:4307')
const TOKEN = 'cmVjMTIzNDU2Nzg5.c2lnbmF0dXJl'

const renderQuote = (readQuote?: ReadQuote) =>
  render({
    request: new Request(`http://localhost:4307/quote/${TOKEN}?paid=deposit&session_id=cs_test_abcdefgh`),
    sanity: content.sanity,
    headTags: '',
    readQuote,
  })

const expectPrivate = (response: Response, html: string) => {
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(html).toContain('<meta name="robots" content="noindex"')
  expect(html).not.toContain('rel="canonical"')
}

describe('/quote/{token} and search engines', () => {
  it('is served noindex, in the header and the page, uncached, with the quote the server read for it', async () => {
    const reads: unknown[][] = []
    const response = await renderQuote(async (...args) => {
      reads.push(args)
      return { found: true, view: confirmedView() }
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expectPrivate(response, html)
    expect(html).toContain('<title>Your Quote | Amaranth Events</title>')
    // Read once, with the session the couple came back from Stripe with (the server settles it first).
    expect(reads).toEqual([[TOKEN, 'cs_test_abcdefgh']])
    expect(html).toContain('Booking confirmed')
    expect(html).not.toContain('Loading your quote')
  })

  it('is a 404, noindex and uncached, for a link with no quote and on a server that takes no payments', async () => {
    for (const readQuote of [async () => ({ found: false }) as const, undefined]) {
      const response = await renderQuote(readQuote)
      expect(response.status).toBe(404)
      const html = await response.text()
      expectPrivate(response, html)
      expect(html).toContain('This quote link is not valid')
    }
  })

  it('is never in the sitemap', async () => {
    const response = await createSeoRoutes(content.sanity, {}).request('/sitemap.xml')
    const xml = await response.text()
    expect(xml).toContain('/hire-terms</loc>')
    expect(xml).not.toMatch(/\/quote/)
  })
})
