import { categoriesQuery } from '@amaranth/schemas/queries/hire'
import { loadSeedDataset, seedFilesByCdnName } from '@amaranth/schemas/seed'
import { Hono } from 'hono'
import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { SanityImage, type CmsImage } from '../../src/components/media/SanityImage.tsx'
import { createContentLake } from '../../src/content-lake/createContentLake.ts'
import { createImageRoute } from '../../src/content-lake/imageRoute.ts'
import { planTransform } from '../../src/content-lake/imageTransform.ts'
import { compression } from '../../src/server/delivery/compression.ts'
import { setSanityClient } from '../../src/lib/sanity/client.ts'
import { EMBEDDED_LAKE_PATH } from '../../src/lib/sanity/config.ts'
import { IMAGE_QUALITIES, IMAGE_WIDTHS } from '../../src/lib/sanity/imageWidths.ts'
import { TEST_ORIGIN } from '../support/contentLakeMsw.ts'
import { testSanityClient } from '../support/testSanityClient.ts'

const files = seedFilesByCdnName()
const lake = createContentLake({ documents: loadSeedDataset(), files, basePath: EMBEDDED_LAKE_PATH })
const imagesPath = `${EMBEDDED_LAKE_PATH}/images/embedded/production`
/** One seed file of each size the seed has (1600×1067, 1200×1200, 1067×1600, 1280×1600, 900×240, 600×600). */
const bySize = new Map(
  [...files.keys()].filter((name) => name.includes('x')).map((name) => [name.replace(/^[0-9a-f]+-/, ''), name]),
)
const LANDSCAPE = bySize.get('1600x1067.jpg')!

const get = (path: string, init?: RequestInit) => lake.fetch(new Request(`${TEST_ORIGIN}${path}`, init))
const image = (query: string, file = LANDSCAPE) => get(`${imagesPath}/${file}?${query}`)
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer())
/** A short digest, so a mismatch reads as two hashes rather than two byte dumps. */
const digest = async (response: Response) =>
  createHash('sha1')
    .update(await bytes(response))
    .digest('hex')

/** The longest side and the pixel count the lake may answer (imageTransform.ts's limits). */
const LONGEST_SIDE = 2560
const MAX_PIXELS = 2048 * 2048

describe('embedded lake images: every transform is bounded', () => {
  it('answers an oversized request (w=3000&h=3000&fit=scale&dpr=3&blur=2000&fm=png) quickly, small and never enlarged', async () => {
    const started = performance.now()
    const response = await image('w=3000&h=3000&fit=scale&dpr=3&blur=2000&fm=png')
    const body = await bytes(response)
    const seconds = (performance.now() - started) / 1000
    expect(response.status).toBe(200)
    const { width, height, format } = await sharp(body).metadata()
    // A photograph is never sent as a PNG, nor drawn larger than its source (1600×1067).
    expect(format).toBe('jpeg')
    expect([width, height]).toEqual([1600, 1067])
    expect(body.byteLength).toBeLessThan(1_000_000)
    expect(seconds).toBeLessThan(5)
  }, 60_000)

  it.each([
    'w=1&h=10000&fit=scale',
    'h=10000&fit=min&dpr=3',
    'rect=-5,0,99999,99999&w=99999&fit=crop&h=1',
    'q=80&blur=50',
    'w=1&h=10000&fit=crop&dpr=3',
    'w=2000&h=2000&fit=scale&dpr=2.5&fm=webp',
  ])('answers %s within the longest side and the pixel budget', async (query) => {
    const response = await image(query)
    expect(response.status).toBe(200)
    const { width, height } = await sharp(await bytes(response)).metadata()
    expect(Math.max(width, height)).toBeLessThanOrEqual(LONGEST_SIDE)
    expect(width * height).toBeLessThanOrEqual(MAX_PIXELS)
  })

  it('snaps quality, blur, format and fit to what the site asks for: the same image, byte for byte', async () => {
    const pairs = [
      ['w=320&q=500', 'w=320&q=80'],
      ['w=320&q=1', 'w=320&q=72'],
      ['w=320&q=77', 'w=320&q=75'],
      ['w=320', 'w=320&q=75'],
      ['w=320&q=72&blur=2000', 'w=320&q=72'],
      ['w=320&q=72&fm=png', 'w=320&q=72'],
      ['w=320&q=72&fm=pjpg', 'w=320&q=72'],
      ['w=320&q=41&fm=webp', 'w=320&q=72&auto=format'],
      ['w=320&h=320&fit=scale&q=72', 'w=320&h=320&fit=crop&q=72'],
      ['w=320&fit=min&q=72', 'w=320&q=72'],
    ]
    for (const [crafted, site] of pairs) {
      const [a, b] = await Promise.all([image(crafted!), image(site!, LANDSCAPE)])
      const accepted = { headers: { accept: 'image/webp' } }
      const [webpA, webpB] = site!.includes('auto=format')
        ? await Promise.all([
            get(`${imagesPath}/${LANDSCAPE}?${crafted}`, accepted),
            get(`${imagesPath}/${LANDSCAPE}?${site}`, accepted),
          ])
        : [a, b]
      expect(await digest(webpA), `${crafted} against ${site}`).toBe(await digest(webpB))
    }
  })

  it("makes at most the site's few images of a source however a client varies width, quality, blur, format and fit", () => {
    // The hostile mix of `pnpm load` (bench/load/hostileClients.ts): a new width and quality each time.
    const plans = new Set<string>()
    for (let sequence = 0; sequence < 2_000; sequence++) {
      const width = 1000 + (sequence % 2000)
      const query = `w=${width}&h=${width}&fit=${['scale', 'crop', 'min', 'max'][sequence % 4]}&dpr=3&blur=${sequence}&q=${1 + (sequence % 100)}&fm=${['png', 'jpg', 'pjpg', 'webp'][sequence % 4]}`
      plans.add(
        JSON.stringify(planTransform(new URLSearchParams(query), 'image/webp', 'jpg', { width: 1600, height: 1067 })),
      )
    }
    // Two formats (JPEG, WebP) at the site's three qualities, on one rung of the ladder.
    expect(plans.size).toBeLessThanOrEqual(2 * IMAGE_QUALITIES.length)
  })

  it('snaps widths up to the ladder, so nearby widths share one cached image', async () => {
    const [a, b] = await Promise.all([image('w=700&auto=format'), image('w=760&auto=format')])
    const [bodyA, bodyB] = [await bytes(a), await bytes(b)]
    expect(Buffer.compare(bodyA, bodyB)).toBe(0)
    expect(a.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
    expect((await sharp(bodyA).metadata()).width).toBe(800)
    // Heights follow the width proportionally: 800 × 300/700 ≈ 343.
    const cropped = await sharp(await bytes(await image('w=700&h=300&fit=crop'))).metadata()
    expect([cropped.width, cropped.height]).toEqual([800, 343])
  })

  describe('the srcsets the site emits', () => {
    beforeAll(() => setSanityClient(testSanityClient()))

    it('use only ladder widths, for every seed image size and every aspect ratio the site crops to', () => {
      const aspectRatios = [undefined, 1, 4 / 3, 4 / 5, 16 / 7, 3 / 2]
      for (const name of bySize.values()) {
        const [, sha, w, h, ext] = /^([0-9a-f]+)-(\d+)x(\d+)\.(\w+)$/.exec(name)!
        const cmsImage: CmsImage = {
          alt: 'A test image',
          hotspot: { x: 0.3, y: 0.6, width: 0.2, height: 0.2 },
          asset: { _id: `image-${sha}-${w}x${h}-${ext}`, width: Number(w), height: Number(h), lqip: null },
        }
        for (const aspectRatio of aspectRatios) {
          const html = renderToString(createElement(SanityImage, { image: cmsImage, sizes: '100vw', aspectRatio }))
          const srcset = /srcSet="([^"]+)"/i.exec(html)![1]!.replaceAll('&amp;', '&')
          const requested = srcset.split(', ').map((candidate) => Number(/[?&]w=(\d+)/.exec(candidate)![1]))
          expect(
            requested.every((width) => IMAGE_WIDTHS.includes(width)),
            `${name} ${aspectRatio}: ${requested}`,
          ).toBe(true)
          // The last candidate still describes the real width the lake answers (never enlarged).
          expect(srcset).toMatch(new RegExp(` ${Math.min(Number(w), 2000)}w$`))
        }
      }
    })
  })

  it('answers a burst of 200 unique transforms with 503 + Retry-After past its queue, and pages stay fast', async () => {
    // The server's shape in small: compression in front (zlib runs on libuv's thread pool, as sharp
    // does), the lake, and a page. Unbounded, the burst's transforms held every pool thread and a
    // page waited seconds behind them for its compression.
    const site = new Hono()
    site.use(compression())
    site.route('/', lake)
    site.get('/page', (c) =>
      c.html(`<!doctype html><main>${'<p>Weddings, beautifully considered.</p>'.repeat(400)}</main>`),
    )
    const visitor = { headers: { 'accept-encoding': 'br, gzip' } }
    const timed = async (path: string) => {
      const started = performance.now()
      const response = await site.request(path, visitor)
      await response.arrayBuffer()
      return { status: response.status, ms: performance.now() - started }
    }

    const burst = Array.from({ length: 200 }, (_, i) =>
      site.request(`${imagesPath}/${LANDSCAPE}?w=800&h=${300 + i}&fit=crop`),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const page = await timed('/page')
    const query = await timed(
      `${EMBEDDED_LAKE_PATH}/v2025-02-19/data/query/production?query=${encodeURIComponent(categoriesQuery)}`,
    )
    // The figure: another client's page answers within 500 ms while the burst runs.
    expect([page.status, query.status]).toEqual([200, 200])
    expect(page.ms).toBeLessThan(500)
    expect(query.ms).toBeLessThan(500)

    const responses = await Promise.all(burst)
    const refused = responses.filter((response) => response.status === 503)
    const served = responses.filter((response) => response.status === 200)
    expect(refused.length).toBeGreaterThan(100)
    expect(served.length).toBeGreaterThan(0)
    expect(served.length + refused.length).toBe(200)
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused[0]!.json()).toEqual({
      error: { description: expect.stringMatching(/busy/i), type: expect.any(String) },
    })
    await Promise.all(responses.map((response) => (response.bodyUsed ? undefined : response.body?.cancel())))
  }, 120_000)

  it('keeps the transformed-image cache within its byte budget, and serves hits from it', async () => {
    const budget = 150_000
    const route = createImageRoute(files, { cacheBytes: budget })
    const app = new Hono().get('/images/:projectId/:dataset/:file', route)
    let total = 0
    for (const [i, width] of [320, 480, 640, 800, 1024, 1280, 1600].entries()) {
      const response = await app.request(`/images/embedded/production/${LANDSCAPE}?w=${width}&q=${90 - i}`)
      expect(response.status).toBe(200)
      total += (await bytes(response)).byteLength
      expect(route.cachedBytes()).toBeLessThanOrEqual(budget)
    }
    expect(total).toBeGreaterThan(budget)
    const held = route.cachedBytes()
    expect(held).toBeGreaterThan(0)

    // The latest image is still cached: asking again renders nothing new, and its ETag revalidates.
    const url = `/images/embedded/production/${LANDSCAPE}?w=1600&q=84`
    const again = await app.request(url)
    expect(route.cachedBytes()).toBe(held)
    const revalidated = await app.request(url, { headers: { 'if-none-match': again.headers.get('etag')! } })
    expect(revalidated.status).toBe(304)
  }, 60_000)
})

describe('the per-client transform budget', () => {
  it("refuses a client's new variants once its minute of transform time is spent, while hits and other clients still get images", async () => {
    const route = createImageRoute(files, { transformMsPerClientPerMinute: 1 }, (c) => c.req.header('x-client')!)
    const app = new Hono().get('/images/:projectId/:dataset/:file', route)
    const ask = (client: string, width: number) =>
      app.request(`/images/embedded/production/${LANDSCAPE}?w=${width}`, { headers: { 'x-client': client } })

    expect((await ask('greedy', 320)).status).toBe(200)
    const refused = await ask('greedy', 480)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await refused.json()).error.type).toBe('imageTransformBudget')
    expect((await ask('greedy', 320)).status).toBe(200)
    expect((await ask('visitor', 480)).status).toBe(200)
  })
})

describe('the transformed-image cache under pressure', () => {
  it('still answers every request whose render was evicted from the cache while it ran', async () => {
    const route = createImageRoute(files, { cacheBytes: 20_000, queue: 64 })
    const app = new Hono().get('/images/:projectId/:dataset/:file', route)
    const widths = [320, 480, 640, 800, 1024, 1200, 1280, 1600]
    const answers = await Promise.all(
      widths.map((width) => app.request(`/images/embedded/production/${LANDSCAPE}?w=${width}&q=${width % 97}`)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(widths.map(() => 200))
  })
})
