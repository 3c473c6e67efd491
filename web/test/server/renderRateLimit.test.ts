import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createServerApp } from '../../src/server/app.ts'
import { createHtmlCache } from '../../src/server/delivery/htmlCache.ts'
import { readServerEnv } from '../../src/server/env.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { tempInquiryDb } from '../support/tempDatabase.ts'

const ORIGIN = 'http://localhost:4997'
const INQUIRY_DB = tempInquiryDb().path
const LIMIT = 5

function build() {
  const env = readServerEnv({
    NODE_ENV: 'production',
    INQUIRY_DB,
    TRUST_PROXY: 'true',
    PAGE_RENDER_RATE_LIMIT: String(LIMIT),
  })
  const renders: string[] = []
  const htmlCache = createHtmlCache({
    render: async (request) => {
      renders.push(new URL(request.url).search)
      // Long enough that a burst's requests all arrive while the first renders are under way.
      await sleep(40)
      return new Response(`<html><body>${request.url}</body></html>`, { headers: { 'Content-Type': 'text/html' } })
    },
  })
  const app = createServerApp({ content: createContentSource(env, ORIGIN), env, renderPage: htmlCache, htmlCache })
  const get = (path: string, client: string) =>
    app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'X-Forwarded-For': client } }))
  return { get, renders }
}

describe('the page render rate limit', () => {
  it('refuses a client that keeps asking for new addresses, and only that client', async () => {
    const { get, renders } = build()
    const statuses: number[] = []
    for (let n = 0; n < 8; n++) statuses.push((await get(`/hire-range?n=${n}`, '203.0.113.7')).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
    expect(renders).toHaveLength(LIMIT)

    const refused = await get('/hire-range?n=99', '203.0.113.7')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
    const message = await refused.text()
    expect(message).toContain('Please try again in')
    // A page a phone draws at its own width, in the site's language.
    expect(message).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
    expect(message).toContain('<html lang="en-AU">')

    // Another client still renders, and a page the cache keeps is still served to the first.
    expect((await get('/hire-range?n=100', '198.51.100.9')).status).toBe(200)
    expect((await get('/hire-range?n=0', '203.0.113.7')).status).toBe(200)
    expect(renders).toHaveLength(LIMIT + 1)
  })

  it('bounds a burst sent all at once as well', async () => {
    const { get, renders } = build()
    const burst = await Promise.all(Array.from({ length: 12 }, (_, n) => get(`/portfolio?n=${n}`, '203.0.113.9')))
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMIT)
    expect(renders).toHaveLength(LIMIT)
  })
})
