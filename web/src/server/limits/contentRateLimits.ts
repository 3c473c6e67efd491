import type { Context, MiddlewareHandler } from 'hono'
import { EMBEDDED_LAKE_PATH } from '../../lib/sanity/config.ts'
import type { ClientKey } from './clientKey.ts'
import { rateLimit } from './rateLimit.ts'

export type ContentRateLimitOptions = {
  /** Query requests per client per minute (CMS_QUERY_RATE_LIMIT). */
  queriesPerMinute: number
  /** Image and file requests per client per minute (CMS_IMAGE_RATE_LIMIT). */
  imagesPerMinute: number
  clientKey: ClientKey
}

const refuse = (c: Context, retryAfter: number) =>
  c.json(
    {
      error: {
        description: `Too many requests from this address. Please try again in ${retryAfter} s.`,
        type: 'rateLimited',
      },
    },
    429,
  )

/**
 * Per-client limits on the embedded lake, one for queries and one for images and files, so a client
 * that asks for thousands of image variants is slowed down before it fills the transform queue that
 * every visitor shares. The numbers are a real visitor's use times a margin: docs/decisions/0009.
 */
export function limitContentRate({
  queriesPerMinute,
  imagesPerMinute,
  clientKey,
}: ContentRateLimitOptions): MiddlewareHandler {
  const windowMs = 60_000
  const queries = rateLimit({ limit: queriesPerMinute, windowMs, clientKey, refuse })
  const media = rateLimit({ limit: imagesPerMinute, windowMs, clientKey, refuse })
  return (c, next) => {
    const path = c.req.path.slice(EMBEDDED_LAKE_PATH.length)
    if (path.startsWith('/images/') || path.startsWith('/files/')) return media(c, next)
    return queries(c, next)
  }
}
