import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createServerApp } from '../../src/server/app.ts'
import { createHtmlCache } from '../../src/server/delivery/htmlCache.ts'
import { readServerEnv } from '../../src/server/env.ts'
import { RENDERS_IN_FLIGHT_PER_CLIENT } from '../../src/server/limits/renderBudget.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { tempInquiryDb } from '../support/tempDatabase.ts'

const ORIGIN = 'http://localhost:4997'
const INQUIRY_DB = tempInquiryDb().path
/** What one render costs here; the budget below buys a handful of them. */
const RENDER_MS = 40

function build(msPerMinute = 200) {
  const env = readServerEnv({
    NODE_ENV: 'production',
    INQUIRY_DB,
    TRUST_PROXY: 'true',
    PAGE_RENDER_MS_PER_MINUTE: String(msPerMinute),
  })
  const renders: string[] = []
  const htmlCache = createHtmlCache({
    render: async (request) => {
      renders.push(new URL(request.url).search)
      await sleep(RENDER_MS)
      return new Response(`<html><body>${request.url}</body></html>`, { headers: { 'Content-Type': 'text/html' } })
    },
  })
  const app = createServerApp({ content: createContentSource(env, ORIGIN), env, renderPage: htmlCache, htmlCache })
  const get = (path: string, client: string) =>
    app.fetch(new Request(`${ORIGIN}${path}`, { headers: { 'X-Forwarded-For': client } }))
  return { get, renders }
}

describe('the page render budget', () => {
  it('refuses a client that keeps asking for new addresses, and only that client', async () => {
    const { get, renders } = build()
    const statuses: number[] = []
    for (let n = 0; n < 12; n++) statuses.push((await get(`/hire-range?n=${n}`, '203.0.113.7')).status)

    // 200 ms of budget at 40 ms or more a render (timers run late on a busy machine): at most five
    // renders, then 429 for the rest of the minute.
    const served = statuses.filter((status) => status === 200).length
    expect(served).toBeGreaterThanOrEqual(1)
    expect(served).toBeLessThanOrEqual(5)
    expect(statuses.slice(served).every((status) => status === 429)).toBe(true)
    expect(renders).toHaveLength(served)

    const refused = await get('/hire-range?n=99', '203.0.113.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await refused.text()).toContain('Please try again in')

    // Another client renders as before, and a page the cache keeps is still served to the first.
    expect((await get('/hire-range?n=100', '198.51.100.9')).status).toBe(200)
    expect((await get('/hire-range?n=0', '203.0.113.7')).status).toBe(200)
  })

  it("renders only a few of one client's new addresses at once, however many it sends together", async () => {
    const { get, renders } = build(60_000)
    const burst = await Promise.all(Array.from({ length: 12 }, (_, n) => get(`/portfolio?n=${n}`, '203.0.113.9')))
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(RENDERS_IN_FLIGHT_PER_CLIENT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - RENDERS_IN_FLIGHT_PER_CLIENT)
    expect(renders).toHaveLength(RENDERS_IN_FLIGHT_PER_CLIENT)
    // Another client's burst is its own, and once the first client's renders are done it renders again.
    expect((await get('/portfolio?n=50', '198.51.100.10')).status).toBe(200)
    expect((await get('/portfolio?n=51', '203.0.113.9')).status).toBe(200)
  })
})
