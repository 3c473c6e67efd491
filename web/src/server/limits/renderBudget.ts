import type { Context, MiddlewareHandler } from 'hono'
import { createClientTimeBudget } from '../../lib/time/clientTimeBudget.ts'

export type RenderBudgetOptions = {
  /** Render time one client may cause per minute (PAGE_RENDER_MS_PER_MINUTE). */
  msPerMinute: number
  clientKey: (c: Context) => string
  /** Whether a kept page answers the request without a render (the HTML cache's `serves`). */
  kept: (request: Request) => boolean
  now?: () => number
}

/**
 * Renders one client may have under way at once. The budget is charged as each render ends, so
 * without this a client sending its requests all at once would get every one of them rendered
 * before the first was charged. A browser renders one page at a time.
 */
export const RENDERS_IN_FLIGHT_PER_CLIENT = 4

/**
 * Page renders charged to the client that caused them. A page the HTML cache keeps is free; a new
 * address (the same page with a new query string, say) is rendered for whoever asks, about 15 ms
 * of a core each, so a client varying the query string could otherwise keep a core busy on its own.
 * Past its budget a client gets 429 with Retry-After until its minute is over (docs/decisions/0009).
 */
export function limitRenderTime({ msPerMinute, clientKey, kept, now }: RenderBudgetOptions): MiddlewareHandler {
  const budget = createClientTimeBudget(msPerMinute, now)
  const clock = now ?? (() => performance.now())
  const inFlight = new Map<string, number>()
  const refuse = (c: Context, wait: number) =>
    c.html(
      `<!doctype html><html lang="en-AU"><title>Amaranth Events</title><p>This address has asked for many pages in a short time. Please try again in ${wait} s.</p></html>`,
      429,
      { 'Retry-After': String(wait), 'Cache-Control': 'no-store' },
    )
  return async (c, next) => {
    if (kept(c.req.raw)) return next()
    const client = clientKey(c)
    const wait = budget.waitSeconds(client)
    if (wait) return refuse(c, wait)
    const running = inFlight.get(client) ?? 0
    if (running >= RENDERS_IN_FLIGHT_PER_CLIENT) return refuse(c, 1)
    inFlight.set(client, running + 1)
    const started = clock()
    try {
      await next()
    } finally {
      budget.charge(client, clock() - started)
      const left = inFlight.get(client)! - 1
      if (left) inFlight.set(client, left)
      else inFlight.delete(client)
    }
  }
}
