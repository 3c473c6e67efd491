import { expect, test } from '@playwright/test'
import { nuErrors } from './support/nuChecker.ts'
import { sitemapRoutes } from './support/sitemapRoutes.ts'

/**
 * Every route's server-sent HTML passes the Nu Html Checker with 0 errors (issue #25): the static routes
 * from the sitemap, one product and one event (each kind is one template), a shared list and an unknown
 * path. The same HTML reaches every device.
 */
test('every route passes the Nu Html Checker with 0 errors', async ({ request }) => {
  test.setTimeout(120_000)
  const routes = [
    ...(await sitemapRoutes(request)),
    '/hire-list/shared?items=decor-21.v2*12~catering-tableware-12*3',
    '/no-such-page',
  ]
  expect(routes.length).toBeGreaterThan(20)
  const pages = await Promise.all(
    routes.map(async (route) => ({ name: route, html: await (await request.get(route)).text() })),
  )
  expect(await nuErrors(pages)).toEqual([])
})
