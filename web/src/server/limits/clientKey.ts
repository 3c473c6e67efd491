import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/** Who a request's client is, for the per-client limits: requests of one key share one allowance. */
export type ClientKey = (c: Context) => string

/**
 * The client's address: the socket's peer, or behind a trusted reverse proxy (TRUST_PROXY) the
 * address that proxy appended last to X-Forwarded-For (earlier entries are the client's to forge).
 */
export function clientAddressKey(trustProxy: boolean): ClientKey {
  return (c) => {
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
