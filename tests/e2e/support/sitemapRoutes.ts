import type { APIRequestContext } from '@playwright/test'

/**
 * One of each page the site has, from its sitemap: every static route, and one product and one
 * event (each kind is one template), so a check of every page stays true as content is added.
 */
export async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  return [
    ...paths.filter((path) => !/^\/(hire|events)\//.test(path)),
    paths.find((path) => path.startsWith('/hire/'))!,
    paths.find((path) => path.startsWith('/events/'))!,
  ]
}
