import type { Context } from 'hono'
import { LRUCache } from 'lru-cache'
import { availableParallelism } from 'node:os'
import {
  extensionFormat,
  originalImage,
  planTransform,
  renderPlan,
  sourceSize,
  type TransformedImage,
  type TransformPlan,
} from './imageTransform.ts'

/** How much image work the lake takes on; the decision record explains each number. */
export type ImageRouteLimits = {
  /** Transforms running at once. */
  concurrency: number
  /** Transforms waiting for a slot; past it a request gets 503 at once. */
  queue: number
  /** Bytes of transformed images the cache keeps. */
  cacheBytes: number
  /** libvips stops a transform that runs longer. */
  timeoutSeconds: number
  /** What a refused request is told to wait. */
  retryAfterSeconds: number
  /** Transform time one client may cause per minute; what the cache already holds is free. */
  transformMsPerClientPerMinute: number
}

export const IMAGE_ROUTE_LIMITS: ImageRouteLimits = {
  // One core for transforms, the other for the event loop (pages, queries) on the 2-core server;
  // at most 2 on larger machines, where the lake is still only a fallback for Sanity's CDN.
  concurrency: Math.min(2, Math.max(1, availableParallelism() - 1)),
  queue: 32,
  cacheBytes: 64 * 1024 * 1024,
  timeoutSeconds: 5,
  retryAfterSeconds: 2,
  // A visitor browsing six pages to the end on a cold cache costs about 5 s; the queue alone would
  // let three clients asking for new variants back to back keep the transform core busy for ever.
  transformMsPerClientPerMinute: 8_000,
}

const MINUTE_MS = 60_000

/**
 * Transform time charged to the client whose request missed the cache, in fixed one-minute windows.
 * Counts cost, not requests: hits are free, so only a client that keeps asking for new variants runs
 * out. Memory: one entry per client seen in the last minute, swept when there are many.
 */
function createTransformBudget(msPerMinute: number, now = () => performance.now()) {
  const spent = new Map<string, { windowStart: number; ms: number }>()
  const current = (client: string) => {
    const time = now()
    if (spent.size > 10_000)
      for (const [key, entry] of spent) if (time - entry.windowStart >= MINUTE_MS) spent.delete(key)
    let entry = spent.get(client)
    if (!entry || time - entry.windowStart >= MINUTE_MS) spent.set(client, (entry = { windowStart: time, ms: 0 }))
    return entry
  }
  return {
    /** Seconds until the client may cause transforms again, or 0 if it may now. */
    waitSeconds(client: string): number {
      const entry = current(client)
      return entry.ms < msPerMinute ? 0 : Math.max(1, Math.ceil((entry.windowStart + MINUTE_MS - now()) / 1000))
    },
    charge(client: string, ms: number) {
      current(client).ms += ms
    },
  }
}

const YEAR = 60 * 60 * 24 * 365

class QueueFullError extends Error {}

/**
 * At most `concurrency` tasks run and at most `waiting` wait; past that `run` throws at once.
 * A dozen lines, so no dependency: p-limit's queue is unbounded (we would still have to check its
 * pendingCount and refuse ourselves), and p-queue's priorities and intervals would go unused.
 */
function createQueue(concurrency: number, waiting: number) {
  let running = 0
  const waiters: (() => void)[] = []
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++
    else if (waiters.length < waiting) await new Promise<void>((resolve) => waiters.push(resolve))
    else throw new QueueFullError()
    try {
      return await task()
    } finally {
      // Hand the slot straight to the next waiter, or give it back.
      const next = waiters.shift()
      if (next) next()
      else running--
    }
  }
}

const isTimeout = (error: unknown) => error instanceof Error && /timeout/i.test(error.message)

/**
 * The image CDN path `/images/:projectId/:dataset/:file`: Sanity's URL parameters over `files`.
 * Requests reduce to bounded plans (imageTransform.ts); a plan's image is rendered once however
 * many ask for it at the same time (the cache shares the pending render), in a bounded queue, and
 * kept in a cache measured in bytes. Returns the Hono handler, with `cachedBytes()` for tests.
 */
export function createImageRoute(
  files: ReadonlyMap<string, string>,
  overrides: Partial<ImageRouteLimits> = {},
  /** Who asked; without it every request shares one budget (tests and in-process renders). */
  clientKey: (c: Context) => string = () => 'unknown',
) {
  const limits = { ...IMAGE_ROUTE_LIMITS, ...overrides }
  const run = createQueue(limits.concurrency, limits.queue)
  const budget = createTransformBudget(limits.transformMsPerClientPerMinute)
  const cache = new LRUCache<string, TransformedImage, { path: string; plan: TransformPlan; client: string }>({
    maxSize: limits.cacheBytes,
    sizeCalculation: (image, key) => image.body.byteLength + key.length,
    // A render evicted while it runs (the cache full of newer entries) still answers its requests.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) =>
      run(async () => {
        const started = performance.now()
        try {
          return await renderPlan(context.path, context.plan, limits.timeoutSeconds)
        } finally {
          budget.charge(context.client, performance.now() - started)
        }
      }),
  })

  const busy = (c: Context, description: string, type: string) =>
    c.json({ error: { description, type } }, 503, { 'Retry-After': String(limits.retryAfterSeconds) })

  const handler = async (c: Context) => {
    const path = files.get(c.req.param('file')!)
    if (!path) return c.json({ error: { description: 'Image not found', type: 'notFound' } }, 404)
    const extension = path.split('.').pop() ?? 'jpg'
    const search = new URL(c.req.url).searchParams
    const plan = planTransform(search, c.req.header('accept') ?? '', extension, await sourceSize(path))
    const key = plan && `${path}|${JSON.stringify(plan)}`
    const client = clientKey(c)
    const wait = key && !cache.has(key) ? budget.waitSeconds(client) : 0
    if (wait) {
      const description = `This address has asked for many new image sizes; try again in ${wait} s`
      return c.json({ error: { description, type: 'imageTransformBudget' } }, 429, { 'Retry-After': String(wait) })
    }
    let image: TransformedImage
    try {
      image = key
        ? (await cache.fetch(key, { context: { path, plan, client } }))!
        : await originalImage(path, extensionFormat(extension))
    } catch (error) {
      if (error instanceof QueueFullError) {
        return busy(c, `Image transforms are busy; retry after ${limits.retryAfterSeconds} s`, 'imageTransformBusy')
      }
      if (isTimeout(error)) {
        return busy(c, `Image transform took over ${limits.timeoutSeconds} s and was stopped`, 'imageTransformTimeout')
      }
      throw error
    }
    const headers = {
      'Cache-Control': `public, max-age=${YEAR}, immutable`,
      ETag: image.etag,
      Vary: 'Accept',
    }
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers)
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': image.contentType })
  }
  /** Bytes of transformed images the cache holds (never above `cacheBytes`). */
  const cachedBytes = () => cache.calculatedSize
  return Object.assign(handler, { cachedBytes })
}
