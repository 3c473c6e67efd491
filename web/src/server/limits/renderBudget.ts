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
 * Page renders charged to the client that caused them. A page the HTML cache keeps is free; a new
 * address (the same page with a new query string, say) is rendered for whoever asks, about 15 ms
 * of a core each, so a client varying the query string could otherwise keep a core busy on its own.
 * Past its budget a client gets 429 with Retry-After until its minute is over (docs/decisions/0009).
 */
export function limitRenderTime({ msPerMinute, clientKey, kept, now }: RenderBudgetOptions): MiddlewareHandler {
  const budget = createClientTimeBudget(msPerMinute, now)
  const clock = now ?? (() => performance.now())
  return async (c, next) => {
    if (kept(c.req.raw)) return next()
    const client = clientKey(c)
    const wait = budget.waitSeconds(client)
    if (wait) {
      const page = `<!doctype html><html lang="en-AU"><title>Amaranth Events</title><p>This address has asked for many pages in a short time. Please try again in ${wait} s.</p></html>`
      return c.html(page, 429, { 'Retry-After': String(wait), 'Cache-Control': 'no-store' })
    }
    const started = clock()
    try {
      await next()
    } finally {
      budget.charge(client, clock() - started)
    }
  }
}
