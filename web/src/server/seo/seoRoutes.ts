import { sitemapQuery } from '@amaranth/schemas/queries/site'
import type { SanityClient } from '@sanity/client'
import { Hono } from 'hono'
import { siteOrigin } from '../../lib/seo/siteOrigin.ts'
import { readServerEnv, type ServerEnv } from '../env.ts'
import { robotsTxt } from './robotsTxt.ts'
import { sitemapXml } from './sitemapXml.ts'

/** Crawlers fetch these often; content edits reach them within minutes. */
const CACHE_CONTROL = 'public, max-age=300'

/**
 * /sitemap.xml and /robots.txt, built from the CMS on the public origin (PUBLIC_SITE_URL, else
 * the site address in the CMS). When the CMS is unreachable crawlers get a 503 and come back.
 */
export function createSeoRoutes(sanity: SanityClient, env: Pick<ServerEnv, 'PUBLIC_SITE_URL'> = readServerEnv()) {
  const app = new Hono()

  async function loadSitemap() {
    const { siteUrl, pages } = await sanity.fetch(sitemapQuery)
    const origin = siteOrigin(env.PUBLIC_SITE_URL, siteUrl)
    if (!origin) throw new Error('No public site address: set PUBLIC_SITE_URL or the site address in the CMS')
    return { origin, pages }
  }

  app.onError((error, c) => {
    console.error(`${c.req.path} failed:`, error)
    c.header('Retry-After', '60')
    return c.text('The site content is unavailable right now; please retry shortly.', 503)
  })

  app.get('/sitemap.xml', async (c) => {
    const { origin, pages } = await loadSitemap()
    c.header('Cache-Control', CACHE_CONTROL)
    return c.body(sitemapXml(pages, origin), 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })

  app.get('/robots.txt', async (c) => {
    const { origin } = await loadSitemap()
    c.header('Cache-Control', CACHE_CONTROL)
    return c.text(robotsTxt(origin))
  })

  return app
}
