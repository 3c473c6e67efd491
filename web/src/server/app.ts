import { Hono } from 'hono'
import { createFormApiFromEnv } from './api/formApiFromEnv.ts'
import { createSeoRoutes } from './seo/seoRoutes.ts'
import type { ContentSource } from './sanityForServer.ts'

export type RenderPage = (request: Request) => Promise<Response>

/**
 * The routes every mode shares: health, the embedded content lake, the form API and server-rendered pages.
 * Static files are mounted in front of this by the production and dev entries.
 */
export function createServerApp({ content, renderPage }: { content: ContentSource; renderPage: RenderPage }) {
  const app = new Hono()

  app.get('/api/health', (c) => c.json({ status: 'ok', content: content.lake ? 'embedded' : 'sanity' }))

  if (content.lake) app.route('/', content.lake)

  app.route('/', createFormApiFromEnv(content))

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))

  app.route('/', createSeoRoutes(content.sanity))

  app.get('*', (c) => renderPage(c.req.raw))

  return app
}
