import type { Context } from 'hono'

/**
 * The scheme a trusted proxy (TRUST_PROXY) says the visitor used: the last X-Forwarded-Proto entry, the
 * one our proxy added (earlier ones are the client's to forge). Undefined without a trusted header.
 */
export function forwardedProto(c: Context, trustProxy: boolean): 'http' | 'https' | undefined {
  if (!trustProxy) return undefined
  const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase()
  return proto === 'http' || proto === 'https' ? proto : undefined
}

/** Over https, as the request reached us or, behind a trusted proxy, as the proxy says it arrived. */
export function servedOverHttps(c: Context, trustProxy: boolean): boolean {
  const forwarded = forwardedProto(c, trustProxy)
  if (forwarded) return forwarded === 'https'
  return new URL(c.req.url).protocol === 'https:'
}
