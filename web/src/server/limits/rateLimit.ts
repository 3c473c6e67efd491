import type { Context, MiddlewareHandler } from 'hono'
import type { ClientKey } from './clientKey.ts'

export type RateLimitOptions = {
  /** Requests allowed per client in one window. */
  limit: number
  windowMs: number
  /** Who the client is; its address in production (clientAddressKey). */
  clientKey: ClientKey
  now?: () => number
  /** The answer past the limit, in the words of the API it guards; `Retry-After` is already set. */
  refuse: (c: Context, retryAfterSeconds: number) => Response
  /** How long a refusal is held before it is sent (REFUSAL_HOLD): 0 answers at once. */
  holdMs?: number
}

/**
 * A refusal is sent after a second, not at once: a script that asks again the moment it is refused
 * (every request kept in flight, back to back) then sends a few requests a second instead of
 * thousands, and its refusals stop taking the CPU visitors share. A held refusal costs a timer; at
 * most `maxHeld` are held at once in the process, past that they are answered at once.
 */
export const REFUSAL_HOLD = { ms: 1_000, maxHeld: 512 }
let held = 0

async function holdRefusal(ms: number) {
  if (ms <= 0 || held >= REFUSAL_HOLD.maxHeld) return
  held++
  try {
    await new Promise((resolve) => setTimeout(resolve, ms))
  } finally {
    held--
  }
}

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
  refuse,
  holdMs = REFUSAL_HOLD.ms,
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
      await holdRefusal(holdMs)
      c.header('Retry-After', String(retryAfter))
      return refuse(c, retryAfter)
    }
    recent.push(time)
    hits.set(key, recent)
    await next()
  }
}
