import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { createServer as createHttpServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'
import type * as EntryServer from '../entry-server.tsx'
import { createServerApp } from './app.ts'
import type { OwnPage } from './delivery/ownPage.ts'
import { storeSells } from './store/storeFromEnv.ts'
import { readServerEnv } from './env.ts'
import { nodeServerOptions } from './limits/requestLimits.ts'
import { createPreviewCookie } from './preview/previewCookie.ts'
import { withPreviewPages } from './preview/previewPages.ts'
import { createContentSource } from './sanityForServer.ts'
import { securityHeaders } from './security/securityHeaders.ts'

/** `pnpm dev`: the same server as production, with Vite rendering from source and hot reload. */
const env = readServerEnv({ NODE_ENV: 'development', ...process.env })
const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..')
const vite = await createViteServer({ root: webDir, server: { middlewareMode: true }, appType: 'custom' })
const previewCookie = createPreviewCookie(env)
const content = createContentSource(env, `http://localhost:${env.PORT}`, previewCookie.verify)

const renderWith = async (request: Request, sanity = content.sanity, preview = false, own?: OwnPage) => {
  const url = new URL(request.url)
  const shell = await vite.transformIndexHtml(url.pathname, '<html><head></head><body></body></html>')
  const viteHead = shell.slice(shell.indexOf('<head>') + 6, shell.indexOf('</head>'))
  const headTags = `${viteHead}<script type="module" src="/src/entry-client.tsx"></script>`
  const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer
  // Vite serves the preview module from source in development.
  const previewScript = preview ? '/src/preview/main.ts' : undefined
  return render({
    request,
    sanity,
    headTags,
    publicOrigin: env.PUBLIC_SITE_URL,
    previewScript,
    storeSells: storeSells(env),
    // Booking online, and with it POST /api/reserve, runs wherever Stripe is configured (app.ts).
    reserving: storeSells(env),
    readQuote: own?.readQuote,
  })
}
const site = createServerApp({
  content,
  env,
  previewCookie,
  renderPage: withPreviewPages({
    cookie: previewCookie,
    previewClient: content.preview,
    renderWith,
    publicPages: (request, own) => renderWith(request, undefined, false, own),
  }),
})
// The production policy, plus Vite's hot-reload socket; Vite's own files (answered above) carry none.
const app = new Hono()
  .use(securityHeaders({ env, sanity: content.sanity, development: true, previewCookie }))
  .route('/', site)
const honoListener = getRequestListener(app.fetch)

createHttpServer(nodeServerOptions, (req, res) => vite.middlewares(req, res, () => honoListener(req, res))).listen(
  env.PORT,
  () => {
    console.log(`Amaranth Events (dev) on http://localhost:${env.PORT}`)
  },
)
