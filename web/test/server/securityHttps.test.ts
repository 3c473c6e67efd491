import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { readServerEnv } from '../../src/server/env.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { httpsRedirect } from '../../src/server/security/httpsRedirect.ts'
import { securityHeaders } from '../../src/server/security/securityHeaders.ts'

const seed = createContentSource(readServerEnv({}), 'http://localhost:1')

/** The production order: the redirect first, then the security headers, in front of a page and a form. */
function site(vars: Record<string, string> = {}) {
  const env = readServerEnv(vars)
  const app = new Hono()
  app.use(httpsRedirect(env))
  app.use(securityHeaders({ env, sanity: seed.sanity }))
  app.get('/store', (c) => c.html('<!doctype html><p>store</p>'))
  app.post('/api/store/checkout', (c) => c.text('posted'))
  return app
}

const proxied = (proto: string) => ({ 'X-Forwarded-Proto': proto, 'X-Forwarded-For': '198.51.100.2' })

describe('HTTPS behind a trusted proxy', () => {
  it('sends Strict-Transport-Security when the proxy says https', async () => {
    const answer = await site({ TRUST_PROXY: 'true' }).request('http://amaranth.test/store', {
      headers: proxied('https'),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('redirects plain http to the same URL on https: 301 for GET, 308 for a post', async () => {
    const app = site({ TRUST_PROXY: 'true' })
    const get = await app.request('http://amaranth.test:8080/store?checkout=cancelled', { headers: proxied('http') })
    expect(get.status).toBe(301)
    expect(get.headers.get('location')).toBe('https://amaranth.test/store?checkout=cancelled')
    const post = await app.request('http://amaranth.test/api/store/checkout', {
      method: 'POST',
      headers: proxied('http'),
    })
    expect(post.status).toBe(308)
  })

  it("redirects to PUBLIC_SITE_URL's host, whatever Host the request names", async () => {
    const app = site({ TRUST_PROXY: 'true', PUBLIC_SITE_URL: 'https://amaranthevents.com.au' })
    const answer = await app.request('http://evil.test/store', { headers: proxied('http') })
    expect(answer.headers.get('location')).toBe('https://amaranthevents.com.au/store')
  })

  it('changes nothing without the header, or without TRUST_PROXY (pnpm start on http://localhost)', async () => {
    for (const [vars, headers] of [
      [{ TRUST_PROXY: 'true' }, {}],
      [{}, proxied('http')],
      [{}, proxied('https')],
    ] as const) {
      const answer = await site(vars).request('http://localhost:4173/store', { headers })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('strict-transport-security')).toBeNull()
    }
  })
})
