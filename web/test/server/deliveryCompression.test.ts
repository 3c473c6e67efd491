import { Hono } from 'hono'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compression } from '../../src/server/delivery/compression.ts'

const PAGE = `<!doctype html><html><body>${'<p>Weddings and celebrations, beautifully considered.</p>'.repeat(200)}</body></html>`

function site() {
  const app = new Hono()
  app.use(compression())
  app.get('/page', (c) => c.html(PAGE))
  let renders = 0
  // Same ETag, different bytes: only a memo keyed by the ETag would answer the second call with the first body.
  app.get('/tagged', (c) => {
    c.header('ETag', 'W/"v1"')
    return c.html(`${PAGE}<!-- ${++renders} -->`)
  })
  app.get('/small', (c) => c.json({ ok: true }))
  app.get('/photo', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/jpeg' }))
  app.get('/precompressed', (c) =>
    c.body(new Uint8Array([1, 2, 3]), 200, { 'Content-Type': 'text/javascript', 'Content-Encoding': 'br' }),
  )
  app.get('/raw', (c) => c.body(PAGE, 200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-transform' }))
  return app
}

const get = (path: string, acceptEncoding?: string) =>
  site().request(path, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } })

async function decoded(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('Content-Encoding')
  if (encoding === 'br') return brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return gunzipSync(body).toString()
  return body.toString()
}

describe('compression', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])('answers Accept-Encoding "%s" with %s, and the page survives the round trip', async (accept, encoding) => {
    const response = await get('/page', accept)
    expect(response.headers.get('Content-Encoding')).toBe(encoding)
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(response.headers.get('Content-Length')).toBeNull()
    expect(await decoded(response)).toBe(PAGE)
  })

  it.each([undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'sends the page as it is for Accept-Encoding %s, still varying on it',
    async (accept) => {
      const response = await get('/page', accept)
      expect(response.headers.get('Content-Encoding')).toBeNull()
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      expect(await response.text()).toBe(PAGE)
    },
  )

  it('compresses a response with an ETag once and reuses the bytes', async () => {
    const app = site()
    const request = () => app.request('/tagged', { headers: { 'Accept-Encoding': 'br' } })
    const [first, second] = [await request(), await request()]
    expect(first.headers.get('ETag')).toBe('W/"v1"')
    expect(await decoded(first)).toBe(`${PAGE}<!-- 1 -->`)
    expect(await decoded(second)).toBe(`${PAGE}<!-- 1 -->`)
    const gzipped = await app.request('/tagged', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(await decoded(gzipped)).toBe(`${PAGE}<!-- 3 -->`)
  })

  it('shares one compression between requests that arrive together for the same ETag', async () => {
    const app = site()
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/tagged', { headers: { 'Accept-Encoding': 'br' } })),
    )
    const bodies = new Set(await Promise.all(responses.map(decoded)))
    // Five renders ran, but only the first body was compressed: every answer is that one.
    expect([...bodies]).toEqual([`${PAGE}<!-- 1 -->`])
  })

  it('leaves small bodies, images, already-encoded and no-transform responses alone', async () => {
    const small = await get('/small', 'br')
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(small.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await small.json()).toEqual({ ok: true })

    const photo = await get('/photo', 'br')
    expect(photo.headers.get('Content-Encoding')).toBeNull()
    expect(photo.headers.get('Vary')).toBeNull()
    expect((await photo.arrayBuffer()).byteLength).toBe(4096)

    const precompressed = await get('/precompressed', 'gzip, br')
    expect(precompressed.headers.get('Content-Encoding')).toBe('br')
    expect([...new Uint8Array(await precompressed.arrayBuffer())]).toEqual([1, 2, 3])

    const raw = await get('/raw', 'br')
    expect(raw.headers.get('Content-Encoding')).toBeNull()
    expect(await raw.text()).toBe(PAGE)
  })
})
