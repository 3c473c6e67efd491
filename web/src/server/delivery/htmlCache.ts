import { LRUCache } from 'lru-cache'
import { createHash } from 'node:crypto'
import { cachedPageResponse, type CachedPage } from './cachedPageResponse.ts'
import type { OwnPage } from './ownPage.ts'

export type HtmlCacheOptions = {
  render: (request: Request, own?: OwnPage) => Promise<Response>
  /** Seconds a rendered page is served as it is. */
  freshSeconds?: number
  /** Further seconds it may still be served while a re-render runs in the background. */
  staleSeconds?: number
  /** Bound on the bodies held, in bytes; least recently used pages go first. */
  maxBytes?: number
  /**
   * The address a URL's page is kept under: its path and the search params its routes read,
   * validated and in a fixed order (entry-server's `pageAddress`). URLs with one address share one
   * page, rendered from that address. Without it, the path and search as they came.
   */
  address?: (url: URL) => string
  /** The clock, for tests. */
  now?: () => number
}

/** A page that must not be kept (an error, a redirect, a not-found): served once, as rendered. */
class Uncacheable extends Error {
  readonly page: CachedPage
  constructor(page: CachedPage) {
    super(`status ${page.status} is not cached`)
    this.page = page
  }
}

/**
 * Rendered HTML kept per page address (origin, path and the search its routes read) for a short time, stale-while-revalidate:
 * within `freshSeconds` a page is served from memory; for `staleSeconds` more it is still served
 * while one re-render runs in the background; after that a request waits for a new render, so a
 * CMS edit shows within fresh + stale seconds. Concurrent misses share one render. Only 200 HTML
 * without cookies is kept; a failed re-render (5xx or a throw) keeps serving the last good page.
 */
export function createHtmlCache({
  render,
  freshSeconds = 15,
  staleSeconds = 15,
  maxBytes = 32 * 1024 * 1024,
  address = (url) => url.pathname + url.search,
  now = () => performance.now(),
}: HtmlCacheOptions) {
  /** The key of the page a request asks for: the origin and the page's address. */
  const keyOf = (request: Request) => {
    const url = new URL(request.url)
    try {
      return url.origin + address(url)
    } catch {
      // An address the routes cannot read is rendered as it came, and its render answers for it.
      return url.origin + url.pathname + url.search
    }
  }
  // Each drop() is a new epoch; a render that started before its page was dropped may hold the old
  // content, so it answers its visitors but is not kept (see fetchMethod).
  let epoch = 0
  let everyPageDroppedAt = 0
  const droppedAt = new LRUCache<string, number>({ max: 10_000 })
  const droppedSince = (url: string, started: number) =>
    Math.max(everyPageDroppedAt, droppedAt.get(new URL(url).pathname) ?? 0) > started

  const pages = new LRUCache<string, CachedPage, Request>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.body.byteLength + 1024,
    ttl: freshSeconds * 1000,
    allowStale: true,
    noDeleteOnStaleGet: true,
    perf: { now },
    ttlResolution: 0, // read the clock on every lookup, so the bounds hold to the millisecond
    // A render dropped (revalidated) or evicted (the cache full of newer pages) while it runs must not
    // fail the visitor waiting for it: the render finishes and answers.
    ignoreFetchAbort: true,
    allowStaleOnFetchAbort: true,
    fetchMethod: async (url, lastGood, { context: request }) => {
      const started = epoch
      let page: CachedPage
      try {
        // Rendered from the address it is kept under, so what is kept never depends on a param it ignores.
        const rendered = url === request.url ? request : new Request(url, request)
        page = await snapshot(await render(rendered), now())
      } catch (error) {
        if (lastGood) return lastGood
        throw error
      }
      if (page.status >= 500 && lastGood) return lastGood
      if (!cacheable(page) || droppedSince(url, started)) throw new Uncacheable(page)
      return page
    },
  })

  const tooOld = (page: CachedPage) => now() - page.renderedAt >= (freshSeconds + staleSeconds) * 1000

  async function cachedRender(request: Request, own?: OwnPage): Promise<Response> {
    // A visitor's own page (ownPage.ts) renders for its request alone, as it comes: no-store.
    if (own) return render(request, own)
    if (request.method !== 'GET' && request.method !== 'HEAD') return render(request)
    const key = keyOf(request)
    const known = pages.peek(key, { allowStale: true })
    const expired = !!known && tooOld(known)
    try {
      const page = await pages.fetch(key, { context: request, forceRefresh: expired, allowStale: !expired })
      return cachedPageResponse(page!, request, freshSeconds, staleSeconds)
    } catch (error) {
      if (error instanceof Uncacheable) return cachedPageResponse(error.page, request, 0, 0)
      throw error
    }
  }

  /**
   * Whether a kept page answers `request` now, fresh or stale, with no render for it to wait for (a
   * stale page's re-render runs once, in the background, whoever asks).
   */
  function serves(request: Request): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const known = pages.peek(keyOf(request), { allowStale: true })
    return !!known && !tooOld(known)
  }

  /** The addresses of the pages kept (origin, path and search), fresh or stale. */
  const keys = (): string[] => [...pages.keys()]

  /**
   * Forgets the kept pages whose path is one of `paths` (every search of it: `/hire-range?category=x`
   * too), or every page for `'*'`; their next request renders again. Answers the path and search of
   * each page dropped, sorted. A render already under way for a dropped page is not kept either.
   */
  function drop(paths: Iterable<string>): string[] {
    const wanted = new Set(paths)
    const dropped = new Set<string>()
    epoch++
    if (wanted.has('*')) everyPageDroppedAt = epoch
    for (const path of wanted) droppedAt.set(path, epoch)
    for (const key of keys()) {
      const { pathname, search } = new URL(key)
      if (!wanted.has('*') && !wanted.has(pathname)) continue
      pages.delete(key)
      dropped.add(pathname + search)
    }
    return [...dropped].sort()
  }

  return Object.assign(cachedRender, { drop, keys, serves })
}

export type HtmlCache = ReturnType<typeof createHtmlCache>

async function snapshot(response: Response, renderedAt: number): Promise<CachedPage> {
  const body = new Uint8Array(await response.arrayBuffer())
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
  return { status: response.status, headers: [...response.headers], body, etag, renderedAt }
}

function cacheable(page: CachedPage): boolean {
  const header = (name: string) => page.headers.find(([key]) => key === name)?.[1] ?? ''
  return (
    page.status === 200 &&
    header('content-type').startsWith('text/html') &&
    !header('set-cookie') &&
    !/private|no-store/.test(header('cache-control'))
  )
}
