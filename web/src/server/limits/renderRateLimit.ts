import type { Context, MiddlewareHandler } from 'hono'
import type { ClientKey } from './clientKey.ts'
import { messagePage } from './messagePage.ts'
import { rateLimit } from './rateLimit.ts'

export type RenderRateLimitOptions = {
  /** Page renders one client may cause per minute (PAGE_RENDER_RATE_LIMIT). */
  perMinute: number
  clientKey: ClientKey
  /** Whether a kept page answers the request without a render (the HTML cache's `serves`). */
  kept: (request: Request) => boolean
  now?: () => number
}

const refuse = (c: Context, retryAfter: number) =>
  c.html(
    messagePage(`This address has asked for many pages in a short time. Please try again in ${retryAfter} s.`),
    429,
    { 'Cache-Control': 'no-store' },
  )

/**
 * Page renders counted against the client that caused them. A page the HTML cache keeps is free; a
 * new address (the hire range with a new `q`, say: a param no route reads is no new address) is
 * rendered for whoever asks, 11-18 ms of a core each, so a client varying it could otherwise keep a
 * core busy on its own.
 * Counted as each render is let through, so a burst sent all at once is bounded too; past the limit
 * the client gets 429 with Retry-After, while its kept pages and every other client are served
 * (docs/decisions/0009). Renders, not their time: a loaded server's slower renders must not use up
 * a visitor's allowance.
 */
export function limitRenderRate({ perMinute, clientKey, kept, now }: RenderRateLimitOptions): MiddlewareHandler {
  const limited = rateLimit({ limit: perMinute, windowMs: 60_000, clientKey, now, refuse })
  return (c, next) => (kept(c.req.raw) ? next() : limited(c, next))
}
