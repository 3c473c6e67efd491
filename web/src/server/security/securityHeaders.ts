import type { SanityClient } from '@sanity/client'
import type { Context, MiddlewareHandler } from 'hono'
import { every } from 'hono/combine'
import { secureHeaders } from 'hono/secure-headers'
import { LRUCache } from 'lru-cache'
import type { ServerEnv } from '../env.ts'
import type { PreviewCookie } from '../preview/previewCookie.ts'
import { pagePolicy, RESOURCE_POLICY } from './contentSecurityPolicy.ts'
import { enquiryFormOriginFrom } from './enquiryFormOrigin.ts'
import { inlineScriptHashes } from './inlineScriptHashes.ts'
import { servedOverHttps } from './requestScheme.ts'
import { checkoutOrigin } from '../store/stripeClient.ts'

type Options = {
  env: Pick<ServerEnv, 'VITE_SANITY_PROJECT_ID' | 'TRUST_PROXY'> &
    Partial<Pick<ServerEnv, 'SANITY_STUDIO_URL' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>>
  /** The server's content client, which reads the enquiry form URL from the site settings. */
  sanity: Pick<SanityClient, 'fetch'>
  development?: boolean
  /** In preview (a valid cookie), pages may be framed by the Studio (SANITY_STUDIO_URL) and no one else. */
  previewCookie?: PreviewCookie
}

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The security headers of every response. The fixed ones come from Hono's secureHeaders; the
 * Content-Security-Policy of a page carries the hashes of the inline scripts in that very response
 * (hashes rather than nonces, so a cached page stays valid). It must run inside compression, which
 * hands it the plain HTML.
 */
export function securityHeaders({ env, sanity, development = false, previewCookie }: Options): MiddlewareHandler {
  const enquiryFormOrigin = enquiryFormOriginFrom(sanity)
  // A page served again from the HTML cache has the same ETag, a hash of its bytes: scan it once.
  const hashesByEtag = new LRUCache<string, string[]>({ max: 1000 })

  const scriptHashesOf = async (c: Context): Promise<string[]> => {
    const etag = c.res.headers.get('etag')
    const known = etag ? hashesByEtag.get(etag) : undefined
    // No body (HEAD), or one we cannot read (already encoded): no hashes, so its inline scripts stay blocked.
    if (known || !c.res.body || c.res.headers.has('content-encoding')) return known ?? []
    const html = await c.res.text()
    c.res = new Response(html, c.res)
    const hashes = inlineScriptHashes(html)
    if (etag) hashesByEtag.set(etag, hashes)
    return hashes
  }

  const fixedHeaders = secureHeaders({
    strictTransportSecurity: false, // set below, and only over https
    xFrameOptions: 'DENY', // frame-ancestors 'none' for browsers that predate it
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  })

  const contentSecurityPolicy: MiddlewareHandler = async (c, next) => {
    await next()
    if (servedOverHttps(c, env.TRUST_PROXY)) c.res.headers.set('Strict-Transport-Security', HSTS)
    // A 304's headers replace the cached response's: the stored page keeps the policy made for its body.
    if (c.res.status === 304) return
    const page = c.res.headers.get('content-type')?.startsWith('text/html')
    const framedBy =
      page && env.SANITY_STUDIO_URL && previewCookie?.verify(c.req.raw) ? env.SANITY_STUDIO_URL : undefined
    // frame-ancestors replaces X-Frame-Options where both are understood; where only the latter is, DENY
    // would keep the Studio out.
    if (framedBy) c.res.headers.delete('X-Frame-Options')
    const policy = page
      ? pagePolicy({
          sanityProjectId: env.VITE_SANITY_PROJECT_ID,
          enquiryFormOrigin: await enquiryFormOrigin(),
          scriptHashes: await scriptHashesOf(c),
          development,
          framedBy,
          checkoutOrigin: checkoutOrigin(env),
        })
      : RESOURCE_POLICY
    c.res.headers.set('Content-Security-Policy', policy)
  }

  // The policy outermost: it sees the fixed headers, so a page in preview can drop X-Frame-Options.
  return every(contentSecurityPolicy, fixedHeaders)
}
