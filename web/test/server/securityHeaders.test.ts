import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readServerEnv } from '../../src/server/env.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { securityHeaders } from '../../src/server/security/securityHeaders.ts'

// sha256 of the scripts' text, computed with `printf '%s' … | openssl dgst -sha256 -binary | base64`.
const CLASSIC = "'sha256-pn5IXZ+wzyys70aKOj/Gndyhy49LPZSmhvmz4WlYVdw='" // self.ok=1
const TWO_LINES = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='" // a\nb
const MODULE = "'sha256-ZgW18qg6SfnFrB5iIB79LeGezO9OsNnmT4V5tR3Cb3s='" // import "/x.js"

const PAGE = `<!doctype html><html><head>
<script type="module" src="/assets/entry.js"></script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script data-note="a>b">self.ok=1</script>
<script type="module">import "/x.js"</script>
</head><body><script>a\r\nb</script><script>self.ok=1</script></body></html>`

/** The seed content through the embedded lake, in-process, as the production server reads it. */
const seed = createContentSource(readServerEnv({}), 'http://localhost:1')

function site(env: Record<string, string> = {}) {
  const app = new Hono()
  app.use(securityHeaders({ env: readServerEnv(env), sanity: seed.sanity }))
  app.get('/page', (c) => c.html(PAGE))
  app.get('/cached', (c) => c.body(null, 304))
  // As the HTML cache answers: an ETag that hashes the body, and no body for HEAD.
  app.get(
    '/etagged',
    (c) =>
      new Response(c.req.method === 'HEAD' ? null : PAGE, {
        headers: { 'Content-Type': 'text/html', ETag: 'W/"page"' },
      }),
  )
  app.get('/api/health', (c) => c.json({ status: 'ok' }))
  return app
}

const directives = (response: Response) =>
  new Map(
    (response.headers.get('Content-Security-Policy') ?? '').split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources] as const
    }),
  )

describe('security headers', () => {
  it("allows exactly the page's executable inline scripts, by hash, and keeps the body", async () => {
    const response = await site().request('/page')
    expect(await response.text()).toBe(PAGE)
    const policy = directives(response)
    expect(policy.get('script-src')?.sort()).toEqual(["'self'", CLASSIC, MODULE, TWO_LINES].sort())
    expect(policy.get('frame-src')).toEqual(['https://forms.amaranthevents.example'])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
  })

  it('hashes a cached page once per ETag, and a HEAD answer does not stand for it', async () => {
    const app = site()
    await app.request('/etagged', { method: 'HEAD' })
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/etagged')
      expect(await response.text()).toBe(PAGE)
      expect(directives(response).get('script-src')).toHaveLength(4)
    }
  })

  it('names the Sanity API and CDN hosts when a hosted project is configured', async () => {
    const policy = directives(await site({ VITE_SANITY_PROJECT_ID: 'abc123' }).request('/page'))
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
    ])
    expect(policy.get('img-src')).toContain('https://cdn.sanity.io')
    expect(policy.get('media-src')).toContain('https://cdn.sanity.io')
  })

  it('gives other responses a policy that loads nothing, and the fixed headers', async () => {
    const response = await site().request('/api/health')
    expect(directives(response).get('default-src')).toEqual(["'none'"])
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()')
  })

  it('leaves the policy of a revalidated page as it was cached', async () => {
    const response = await site().request('/cached')
    expect(response.status).toBe(304)
    expect(response.headers.get('Content-Security-Policy')).toBeNull()
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('sends HSTS over https only, trusting X-Forwarded-Proto only behind a trusted proxy', async () => {
    const hsts = async (url: string, env: Record<string, string>, proto?: string) =>
      (await site(env).request(url, { headers: proto ? { 'X-Forwarded-Proto': proto } : {} })).headers.get(
        'Strict-Transport-Security',
      )
    expect(await hsts('http://localhost/page', {})).toBeNull()
    expect(await hsts('https://amaranthevents.example/page', {})).toMatch(/^max-age=31536000/)
    expect(await hsts('http://localhost/page', {}, 'https')).toBeNull()
    expect(await hsts('http://localhost/page', { TRUST_PROXY: 'true' }, 'https')).toMatch(/^max-age=/)
    expect(await hsts('http://localhost/api/health', { TRUST_PROXY: 'true' }, 'https, http')).toBeNull()
  })
})
