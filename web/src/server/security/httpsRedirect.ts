import type { MiddlewareHandler } from 'hono'
import type { ServerEnv } from '../env.ts'
import { forwardedProto } from './requestScheme.ts'

/**
 * A request our trusted proxy says came over plain http (X-Forwarded-Proto: http) goes to the same URL on
 * https: 301 for GET and HEAD, 308 for the rest so a form post keeps its method and body. With no such
 * header (`pnpm start` on http://localhost, or no TRUST_PROXY) nothing changes. The target host is
 * PUBLIC_SITE_URL's when set, so a forged Host header cannot aim the redirect elsewhere.
 */
export function httpsRedirect(env: Pick<ServerEnv, 'TRUST_PROXY' | 'PUBLIC_SITE_URL'>): MiddlewareHandler {
  const publicHost = env.PUBLIC_SITE_URL ? new URL(env.PUBLIC_SITE_URL).host : undefined
  return async (c, next) => {
    if (forwardedProto(c, env.TRUST_PROXY) !== 'http') return next()
    const url = new URL(c.req.url)
    url.protocol = 'https:'
    if (publicHost) url.host = publicHost
    else url.port = ''
    const method = c.req.method
    return c.redirect(url.href, method === 'GET' || method === 'HEAD' ? 301 : 308)
  }
}
