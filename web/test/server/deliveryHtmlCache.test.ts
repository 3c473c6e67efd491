import { describe, expect, it } from 'vitest'
import { canonicalAddress } from '../../src/lib/routing/canonicalSearch.ts'
import { createAppRouter } from '../../src/router.tsx'
import { createHtmlCache } from '../../src/server/delivery/htmlCache.ts'

const FRESH = 15
const STALE = 15

/** A page renderer whose output, status and failures the test controls, counting its renders. */
function site() {
  const clock = { ms: 1_000_000 } // lru-cache reads a start time of 0 as 'never set'
  const state = { version: 1, status: 200, headers: {} as Record<string, string>, fail: false, renders: 0 }
  const render = async (request: Request) => {
    state.renders++
    await Promise.resolve()
    if (state.fail) throw new Error('CMS down')
    const { pathname, search } = new URL(request.url)
    const html = `<html><head></head><body>${pathname}${search} v${state.version}</body></html>`
    return new Response(html, {
      status: state.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', ...state.headers },
    })
  }
  const cache = (maxBytes?: number, address?: (url: URL) => string) =>
    createHtmlCache({ render, freshSeconds: FRESH, staleSeconds: STALE, maxBytes, address, now: () => clock.ms })
  return { clock, state, cache }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://amaranth.test${path}`, { headers })
/** Lets a background re-render finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the HTML cache', () => {
  it('renders a page once while it is fresh, and shares one render among concurrent misses', async () => {
    const { state, cache } = site()
    const page = cache()
    const answers = await Promise.all([page(get('/')), page(get('/')), page(get('/'))])
    for (const answer of answers) expect(await answer.text()).toContain('/ v1')
    expect(state.renders).toBe(1)
    expect(answers[0]!.headers.get('Cache-Control')).toBe(`public, max-age=0, must-revalidate, s-maxage=${FRESH}`)
    expect(answers[0]!.headers.get('CDN-Cache-Control')).toBe(
      `public, max-age=${FRESH}, stale-while-revalidate=${STALE}`,
    )
  })

  it('keys pages by path and search', async () => {
    const { state, cache } = site()
    const page = cache()
    expect(await (await page(get('/hire-range?sort=price'))).text()).toContain('/hire-range?sort=price v1')
    expect(await (await page(get('/hire-range'))).text()).toContain('/hire-range v1')
    expect(state.renders).toBe(2)
  })

  it('keeps one page per address its routes read: an unknown or reordered query string is a hit, not a render', async () => {
    const { state, cache } = site()
    // The real routes' validateSearch, as the server's `pageAddress` reads them.
    const router = createAppRouter()
    const page = cache(undefined, (url) => canonicalAddress(router, url.pathname, url.search))
    const variants = [
      '/hire-range?sort=name&category=linen',
      '/hire-range?category=linen&sort=name',
      '/hire-range?v=1&category=linen&sort=name',
      '/hire-range?sort=name&utm_source=x&category=linen&v=2',
    ]
    for (const path of variants) {
      expect(await (await page(get(path))).text()).toContain('/hire-range?category=linen&sort=name v1')
    }
    expect(state.renders).toBe(1)
    expect(page.serves(get('/hire-range?category=linen&fbclid=abc&sort=name'))).toBe(true)
    for (let v = 0; v < 50; v++) await page(get(`/hire-range?v=${v}`))
    expect(state.renders).toBe(2)
    // What the route reads still tells pages apart.
    await page(get('/hire-range?category=decor'))
    expect(state.renders).toBe(3)
    expect(page.drop(['/hire-range'])).toEqual([
      '/hire-range',
      '/hire-range?category=decor',
      '/hire-range?category=linen&sort=name',
    ])
  })

  it('serves a stale page while it re-renders in the background, then the new one', async () => {
    const { clock, state, cache } = site()
    const page = cache()
    await page(get('/'))
    state.version = 2
    clock.ms += (FRESH + 1) * 1000
    expect(await (await page(get('/'))).text()).toContain('v1')
    await settle()
    expect(state.renders).toBe(2)
    expect(await (await page(get('/'))).text()).toContain('v2')
    expect(state.renders).toBe(2)
  })

  it('waits for a new render once a page is older than fresh + stale, so edits show within that bound', async () => {
    const { clock, state, cache } = site()
    const page = cache()
    await page(get('/'))
    state.version = 2
    clock.ms += (FRESH + STALE) * 1000
    expect(await (await page(get('/'))).text()).toContain('v2')
  })

  it('answers a matching If-None-Match with 304 and no body, a different one with the page', async () => {
    const { cache } = site()
    const page = cache()
    const first = await page(get('/portfolio'))
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)

    const again = await page(get('/portfolio', { 'If-None-Match': `"other", ${etag.slice(2)}` }))
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('ETag')).toBe(etag)
    expect(again.headers.get('Cache-Control')).toBe(first.headers.get('Cache-Control'))
    expect(again.headers.get('Content-Type')).toBeNull()

    const changed = await page(get('/portfolio', { 'If-None-Match': 'W/"other"' }))
    expect(changed.status).toBe(200)
    expect(await changed.text()).toContain('/portfolio v1')
  })

  it('never keeps an error page, a not-found or a response that sets a cookie', async () => {
    for (const setup of [{ status: 404 }, { status: 500 }, { status: 200, headers: { 'Set-Cookie': 'a=b' } }]) {
      const { state, cache } = site()
      Object.assign(state, setup)
      const page = cache()
      const first = await page(get('/x'))
      await page(get('/x'))
      expect(first.status).toBe(setup.status)
      expect(first.headers.get('Cache-Control')).toBe('no-store')
      expect(first.headers.get('ETag')).toBeNull()
      expect(state.renders).toBe(2)
    }
  })

  it('keeps serving the last good page when a re-render fails', async () => {
    const { clock, state, cache } = site()
    const page = cache()
    await page(get('/'))
    state.fail = true
    clock.ms += (FRESH + STALE + 1) * 1000
    const answer = await page(get('/'))
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('v1')
    state.status = 503
    state.fail = false
    expect(await (await page(get('/'))).text()).toContain('v1')
  })

  it('drops a page that has become a not-found once the background re-render says so', async () => {
    const { clock, state, cache } = site()
    const page = cache()
    await page(get('/events/gone'))
    state.status = 404
    clock.ms += (FRESH + 1) * 1000
    expect((await page(get('/events/gone'))).status).toBe(200)
    await settle()
    const after = await page(get('/events/gone'))
    expect(after.status).toBe(404)
    expect(after.headers.get('Cache-Control')).toBe('no-store')
  })

  it('drops the least recently used pages beyond its byte bound', async () => {
    const { state, cache } = site()
    const page = cache(3 * 1100) // room for about three small pages (each counted as body + 1 KB)
    for (const path of ['/a', '/b', '/c', '/d', '/e']) await page(get(path))
    expect(state.renders).toBe(5)
    await page(get('/e'))
    expect(state.renders).toBe(5)
    await page(get('/a'))
    expect(state.renders).toBe(6)
  })
})
