import type { Context } from 'hono'
import type { ServerEnv } from '../env.ts'
import { forwardedProto } from '../security/requestScheme.ts'

/**
 * The site's origin for the URLs Stripe sends the buyer back to: PUBLIC_SITE_URL, or the address this
 * request came to (behind a trusted proxy, with the scheme it says the visitor used).
 */
export function siteOrigin(c: Context, env: Pick<ServerEnv, 'PUBLIC_SITE_URL' | 'TRUST_PROXY'>): string {
  if (env.PUBLIC_SITE_URL) return env.PUBLIC_SITE_URL
  const url = new URL(c.req.url)
  const forwarded = forwardedProto(c, env.TRUST_PROXY)
  if (forwarded) url.protocol = `${forwarded}:`
  return url.origin
}
