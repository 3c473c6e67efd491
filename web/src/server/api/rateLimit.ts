import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'

export type RateLimitOptions = {
  /** Requests allowed per client in one window. */
  limit: number
  windowMs: number
  /** Who the client is; the connection's address in production. */
  clientKey: (c: Context) => string
  now?: () => number
  /** The answer past the limit; by default the form API's. */
  refuse?: (c: Context, retryAfterSeconds: number) => Response
}

const refuseSubmission = (c: Context, retryAfter: number) =>
  c.json(
    { error: 'rate_limited', message: 'Too many submissions. Please wait a minute and try again.', retryAfter },
    429,
  )

/**
 * A per-client sliding-window limit, kept in memory: enough to stop a script from flooding the inbox
 * or the content lake without a shared store: each server instance limits on its own, so N instances
 * let a client up to N times the limit (why: decision 0025). A client's memory is bounded by `limit`
 * timestamps, since a refused request is not recorded.
 */
export function rateLimit({
  limit,
  windowMs,
  clientKey,
  now = Date.now,
  refuse = refuseSubmission,
}: RateLimitOptions): MiddlewareHandler {
  const hits = new Map<string, number[]>()
  let lastSweep = -Infinity

  // At most once a window: while many clients are recent, sweeping on every request would cost O(clients) each.
  function sweep(time: number) {
    lastSweep = time
    for (const [key, times] of hits) if (times.every((t) => t <= time - windowMs)) hits.delete(key)
  }

  return async (c, next) => {
    const time = now()
    if (hits.size > 10_000 && time - lastSweep >= windowMs) sweep(time)
    const key = clientKey(c)
    const recent = (hits.get(key) ?? []).filter((t) => t > time - windowMs)
    if (recent.length >= limit) {
      const retryAfter = Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000))
      c.header('Retry-After', String(retryAfter))
      return refuse(c, retryAfter)
    }
    recent.push(time)
    hits.set(key, recent)
    await next()
  }
}

/**
 * The client's address: the socket's peer, or behind a trusted reverse proxy (TRUST_PROXY) the
 * address that proxy appended last to X-Forwarded-For (earlier entries are the client's to forge).
 */
export function clientAddress(trustProxy: boolean) {
  return (c: Context): string => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
      if (forwarded) return forwarded
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // No Node socket (in-process requests in tests): one shared bucket.
      return 'unknown'
    }
  }
}
