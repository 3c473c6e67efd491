import { describe, expect, it } from 'vitest'
import { render } from '../../src/entry-server.tsx'
import { readServerEnv } from '../../src/server/env.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { createSeoRoutes } from '../../src/server/seo/seoRoutes.ts'

const content = createContentSource(readServerEnv({}), 'http://localhost:4307')
const TOKEN = 'cmVjMTIzNDU2Nzg5.c2lnbmF0dXJl'

describe('/quote/{token} and search engines', () => {
  it('is served noindex, in the header and the page, uncached, and with no quote in the HTML', async () => {
    const response = await render({
      request: new Request(`http://localhost:4307/quote/${TOKEN}?paid=deposit&session_id=cs_test_abcdefgh`),
      sanity: content.sanity,
      headTags: '',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex"')
    expect(html).toContain('<title>Your Quote | Amaranth Events</title>')
    expect(html).not.toContain('rel="canonical"')
    // The frame only: the quote is read in the browser, so nothing of a couple's is rendered or cached here.
    expect(html).toContain('Loading your quote')
  })

  it('is never in the sitemap', async () => {
    const response = await createSeoRoutes(content.sanity, {}).request('/sitemap.xml')
    const xml = await response.text()
    expect(xml).toContain('/hire-terms</loc>')
    expect(xml).not.toMatch(/\/quote/)
  })
})
