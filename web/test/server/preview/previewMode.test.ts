import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { render } from '../../../src/entry-server.tsx'
import { createServerApp } from '../../../src/server/app.ts'
import { createHtmlCache } from '../../../src/server/delivery/htmlCache.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { sameSitePath } from '../../../src/server/preview/previewAccess.ts'
import { createPreviewCookie, PREVIEW_COOKIE } from '../../../src/server/preview/previewCookie.ts'
import { withPreviewPages } from '../../../src/server/preview/previewPages.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { securityHeaders } from '../../../src/server/security/securityHeaders.ts'
import { tempInquiryDb } from '../../support/tempDatabase.ts'

const ORIGIN = 'http://localhost:4999'
const SECRET = 'preview-secret-for-unit-tests'
const STUDIO = 'https://amaranth.sanity.studio'
const PUBLISHED = 'Brass Five-Arm Candelabra'
const DRAFT = 'Brass Five-Arm Candelabra (Draft)'

/** One migrated database (copied from the template) for every site of this file. */
const INQUIRY_DB = tempInquiryDb().path

/** The production server's assembly (main.ts) without static files: headers, preview, HTML cache, lake. */
function site(envOverrides: Record<string, string> = {}) {
  const env = readServerEnv({
    NODE_ENV: 'production',
    PREVIEW_SECRET: SECRET,
    SANITY_STUDIO_URL: STUDIO,
    INQUIRY_DB,
    ...envOverrides,
  })
  const previewCookie = createPreviewCookie(env)
  const content = createContentSource(env, ORIGIN, previewCookie.verify)
  const renders = { public: 0 }
  const renderWith = (request: Request, sanity = content.sanity, preview = false) => {
    if (!preview) renders.public++
    return render({ request, sanity, headTags: '', previewScript: preview ? '/assets/preview/main.js' : undefined })
  }
  const app = new Hono()
  app.use(securityHeaders({ env, sanity: content.sanity, previewCookie }))
  const renderPage = withPreviewPages({
    cookie: previewCookie,
    previewClient: content.preview,
    renderWith,
    publicPages: createHtmlCache({ render: (request) => renderWith(request) }),
  })
  app.route('/', createServerApp({ content, renderPage, env, previewCookie }))
  const get = (path: string, cookie?: string) =>
    app.fetch(new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} }))
  return { app, get, renders }
}

async function enable(get: ReturnType<typeof site>['get'], redirect = '/hire/decor-1') {
  const response = await get(`/api/preview/enable?secret=${SECRET}&redirect=${encodeURIComponent(redirect)}`)
  const setCookie = response.headers.get('set-cookie') ?? ''
  return { response, cookie: setCookie.split(';')[0]! }
}

describe('preview mode', () => {
  it('enable: a wrong or missing secret gets 401 and no cookie', async () => {
    const { get } = site()
    for (const path of [
      '/api/preview/enable',
      '/api/preview/enable?secret=wrong&redirect=/',
      `/api/preview/enable?secret=${SECRET}x`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(401)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('enable: without PREVIEW_SECRET (and no project) preview cannot be turned on', async () => {
    const { get } = site({ PREVIEW_SECRET: '' })
    expect((await get(`/api/preview/enable?secret=${SECRET}`)).status).toBe(401)
  })

  it('enable: the secret sets the cookie and redirects to the page asked for, on this site only', async () => {
    const { get } = site()
    const { response, cookie } = await enable(get)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('/hire/decor-1')
    expect(cookie.startsWith(`${PREVIEW_COOKIE}=`)).toBe(true)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/)
    expect(response.headers.get('set-cookie')).toMatch(/Secure/)
    expect(response.headers.get('set-cookie')).toMatch(/SameSite=None/)
    for (const [asked, sent] of [
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      ['https://evil.example/', '/'],
      ['javascript:alert(1)', '/'],
      ['/events/x?image=2#top', '/events/x?image=2#top'],
    ]) {
      expect(sameSitePath(asked), asked).toBe(sent)
    }
  })

  it('without the cookie: the published page from the HTML cache; with it: the draft, uncached, noindex, the bar', async () => {
    const { get, renders } = site()
    const published = await get('/hire/decor-1')
    const html = await published.text()
    expect(html).toContain(PUBLISHED)
    expect(html).not.toContain(DRAFT)
    expect(published.headers.get('cache-control')).toContain('public')
    expect(published.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

    const { cookie } = await enable(get)
    const before = renders.public
    const preview = await get('/hire/decor-1', cookie)
    const previewHtml = await preview.text()
    expect(previewHtml).toContain(DRAFT)
    expect(previewHtml).toContain('Preview: drafts shown')
    expect(previewHtml).toMatch(/<a href="\/api\/preview\/disable\?redirect=%2Fhire%2Fdecor-1"[^>]*>Exit preview<\/a>/)
    expect(previewHtml).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    expect(preview.headers.get('x-robots-tag')).toContain('noindex')
    expect(preview.headers.get('etag')).toBeNull()
    // Framed by the Studio in preview, and by nothing else.
    expect(preview.headers.get('content-security-policy')).toMatch(new RegExp(`frame-ancestors ${STUDIO}(;|$)`))
    expect(preview.headers.get('x-frame-options')).toBeNull()
    expect(renders.public).toBe(before)

    // The preview render neither read nor wrote the cache: the public page is still the published one.
    const again = await get('/hire/decor-1')
    expect(await again.text()).not.toContain(DRAFT)
    expect(renders.public).toBe(before)
  })

  it('public and preview renders side by side: each reads with its own client, no draft reaches the public cache', async () => {
    const { get } = site()
    const { cookie } = await enable(get)
    const paths = [
      '/hire/decor-1',
      '/events/eliza-james-montville',
      '/hire/decor-1?x=1',
      '/events/eliza-james-montville?y=2',
    ]
    const answers = await Promise.all(
      paths.flatMap((path) => [
        get(path, cookie),
        get(path),
        get(path, cookie),
        get(`${path}${path.includes('?') ? '&' : '?'}z=3`),
      ]),
    )
    const pages = await Promise.all(
      answers.map(async (answer) => ({
        preview: answer.headers.get('cache-control') === 'private, no-store',
        html: await answer.text(),
      })),
    )
    for (const { preview, html } of pages)
      expect(html.includes('(Draft)'), preview ? 'preview' : 'public').toBe(preview)
  })

  it('a forged or expired cookie gets the public page', async () => {
    const { get } = site()
    const forged = await get('/hire/decor-1', `${PREVIEW_COOKIE}=9999999999.${'A'.repeat(43)}`)
    expect(await forged.text()).not.toContain(DRAFT)
    expect(forged.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('disable clears the cookie and redirects back', async () => {
    const { get, app } = site()
    const response = await get('/api/preview/disable?redirect=%2Fhire%2Fdecor-1')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/hire/decor-1')
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`))
    const referred = await app.fetch(
      new Request(`${ORIGIN}/api/preview/disable`, { headers: { referer: `${ORIGIN}/events/x?image=2` } }),
    )
    expect(referred.headers.get('location')).toBe('/events/x?image=2')
    const foreign = await app.fetch(
      new Request(`${ORIGIN}/api/preview/disable`, { headers: { referer: 'https://evil.example/x' } }),
    )
    expect(foreign.headers.get('location')).toBe('/')
  })

  it('the preview query endpoint answers drafts with the cookie, 401 without, shipped queries only', async () => {
    const { app, get } = site()
    const { cookie } = await enable(get)
    const { productQuery } = await import('@amaranth/schemas/queries/hire')
    const post = (body: unknown, cookieHeader?: string) =>
      app.fetch(
        new Request(`${ORIGIN}/api/preview/query`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookieHeader ? { cookie: cookieHeader } : {}) },
          body: JSON.stringify(body),
        }),
      )
    const body = { query: productQuery, params: { productId: 'decor-1' } }
    expect((await post(body)).status).toBe(401)
    expect((await post(body, `${PREVIEW_COOKIE}=1.x`)).status).toBe(401)
    const answer = await post(body, cookie)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(((await answer.json()) as { result: { name: string } }).result.name).toBe(DRAFT)
    expect((await post({ query: '*', params: {} }, cookie)).status).toBe(403)
  })
})
