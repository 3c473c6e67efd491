import { shippedQueries } from '@amaranth/schemas/queries/shipped'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { QUERY_BODY_LIMIT_BYTES } from '../../content-lake/createContentLake.ts'
import { LakeRefusal } from '../../content-lake/lakeErrors.ts'
import { ParamError, paramsFromBody } from '../../content-lake/params.ts'
import { createShippedQueryCheck } from '../../content-lake/shippedQueryCheck.ts'
import type { ServerEnv } from '../env.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { checkEnableRequest, sameSitePath } from './previewAccess.ts'
import { clearPreviewCookie, setPreviewCookie, type PreviewCookie } from './previewCookie.ts'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * Preview on and off, and the query endpoint of a page in preview:
 * - `GET /api/preview/enable`: checks the secret (previewAccess.ts), sets the signed cookie, redirects;
 * - `GET /api/preview/disable`: clears it and redirects back (`redirect`, else the referring page);
 * - `POST /api/preview/query`: `{query, params}` answered with drafts for a browser with the cookie, the
 *   site's own queries only in production. The browser never holds a token, with or without a project.
 */
export function createPreviewRoutes({
  env,
  content,
  cookie,
}: {
  env: ServerEnv
  content: Pick<ContentSource, 'preview'>
  cookie: PreviewCookie
}) {
  const app = new Hono()
  const shipped = createShippedQueryCheck(shippedQueries)

  app.get('/api/preview/enable', async (c) => {
    const check = await checkEnableRequest(c.req.url, env, content.preview)
    if (!check.valid) return c.text(check.reason, content.preview ? 401 : 503, NO_STORE)
    return new Response(null, {
      status: 307,
      headers: { ...NO_STORE, Location: check.redirectTo, 'Set-Cookie': setPreviewCookie(cookie.issue()) },
    })
  })

  app.get('/api/preview/disable', (c) => {
    const referer = c.req.header('referer')
    const back =
      referer && URL.canParse(referer) && new URL(referer).origin === new URL(c.req.url).origin
        ? new URL(referer).pathname + new URL(referer).search
        : undefined
    return new Response(null, {
      status: 303,
      headers: {
        ...NO_STORE,
        Location: sameSitePath(c.req.query('redirect') ?? back),
        'Set-Cookie': clearPreviewCookie(),
      },
    })
  })

  app.post(
    '/api/preview/query',
    bodyLimit({ maxSize: QUERY_BODY_LIMIT_BYTES, onError: (c) => c.json({ error: 'Payload too large' }, 413) }),
    async (c) => {
      if (!content.preview || !cookie.verify(c.req.raw)) {
        return c.json({ error: { description: 'Preview is off', type: 'previewRequired' } }, 401, NO_STORE)
      }
      try {
        const { query, params } = paramsFromBody(await c.req.json().catch(() => undefined))
        if (env.NODE_ENV !== 'development') shipped.check(query, params)
        const result: unknown = await content.preview.fetch(query, params)
        return c.json({ result }, 200, { 'Cache-Control': 'private, no-store' })
      } catch (error) {
        if (error instanceof LakeRefusal) return c.json(error.body, error.status, NO_STORE)
        if (error instanceof ParamError) {
          return c.json({ error: { description: error.message, type: 'httpBadRequest' } }, 400, NO_STORE)
        }
        const status = (error as { statusCode?: number }).statusCode
        return c.json(
          { error: { description: 'The CMS did not answer', type: 'cmsError' } },
          status === 400 ? 400 : 502,
          NO_STORE,
        )
      }
    },
  )

  return app
}
