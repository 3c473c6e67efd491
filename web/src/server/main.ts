import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as EntryServer from '../entry-server.tsx'
import { stopDeliveries } from './api/formApiFromEnv.ts'
import { createServerApp } from './app.ts'
import { closeDatabases, databaseFromEnv } from './data/fromEnv.ts'
import { clientAssetsFromBuild } from './clientAssets.ts'
import { compression } from './delivery/compression.ts'
import { createHtmlCache } from './delivery/htmlCache.ts'
import type { OwnPage } from './delivery/ownPage.ts'
import { gracefulShutdown } from './gracefulShutdown.ts'
import { readServerEnv } from './env.ts'
import { nodeServerOptions } from './limits/requestLimits.ts'
import { createPreviewCookie } from './preview/previewCookie.ts'
import { withPreviewPages } from './preview/previewPages.ts'
import { createContentSource } from './sanityForServer.ts'
import { httpsRedirect } from './security/httpsRedirect.ts'
import { securityHeaders } from './security/securityHeaders.ts'
import { storeSells } from './store/storeFromEnv.ts'

const env = readServerEnv()
// Opened, migrated and the old SQLite file imported before the first request; a database that cannot be
// opened (another server on the PGlite folder, DATABASE_URL unreachable) stops the start here.
await databaseFromEnv(env).ready
const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..')
const outDir = join(webDir, process.env.WEB_OUT_DIR ?? 'dist')
const clientDir = join(outDir, 'client')
const { render, pageAddress } = (await import(
  pathToFileURL(join(outDir, 'server/entry-server.js')).href
)) as typeof EntryServer

const previewCookie = createPreviewCookie(env)
const content = createContentSource(env, `http://localhost:${env.PORT}`, previewCookie.verify)
const { headTags, routeHeadTags, previewScript } = clientAssetsFromBuild(clientDir)

const app = new Hono()
// First: a visitor our proxy saw on plain http goes to https before anything else runs.
app.use(httpsRedirect(env))
// Outermost, so it compresses what every other layer produced.
app.use(compression())
app.use(securityHeaders({ env, sanity: content.sanity, previewCookie }))
const YEAR = 60 * 60 * 24 * 365
app.use(
  '/assets/*',
  serveStatic({
    root: relative(process.cwd(), clientDir),
    precompressed: true,
    onFound: (_path, c) => c.header('Cache-Control', `public, max-age=${YEAR}, immutable`),
  }),
)
// The site's icons (scripts/render-icons.mjs): not content-hashed, so cached for a day rather than for good.
for (const icon of ['/favicon-32.png', '/apple-touch-icon.png']) {
  app.use(
    icon,
    serveStatic({
      root: relative(process.cwd(), clientDir),
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=86400'),
    }),
  )
}
if (env.BENCH_REPLICA_DIR) {
  // `pnpm bench` measures script-free copies of our pages from the same server: the content's floor.
  const root = relative(process.cwd(), env.BENCH_REPLICA_DIR)
  app.use('/__replica/*', serveStatic({ root, rewriteRequestPath: (path) => path.slice('/__replica'.length) }))
}
const renderWith = (request: Request, sanity = content.sanity, preview = false, own?: OwnPage) =>
  render({
    request,
    sanity,
    headTags,
    routeHeadTags,
    publicOrigin: env.PUBLIC_SITE_URL,
    previewScript: preview ? previewScript : undefined,
    storeSells: storeSells(env),
    // Booking online, and with it POST /api/reserve, runs wherever Stripe is configured (app.ts).
    reserving: storeSells(env),
    readQuote: own?.readQuote,
  })
const htmlCache = createHtmlCache({
  render: (request, own) => renderWith(request, undefined, false, own),
  address: pageAddress,
})
const renderPage = withPreviewPages({
  cookie: previewCookie,
  previewClient: content.preview,
  renderWith,
  publicPages: htmlCache,
})
// Booking online's quote watcher runs here only: Quoted records get their link, balance reminders go out.
app.route('/', createServerApp({ content, renderPage, env, previewCookie, htmlCache, watchQuotes: true }))

const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: nodeServerOptions },
  (info) => {
    console.log(
      `Amaranth Events on http://localhost:${info.port} (content: ${content.lake ? 'embedded lake' : 'Sanity'})`,
    )
  },
)

// On SIGTERM: requests in flight finish, then the outbox's deliveries under way; pending ones resume at the next
// start. Then the database is closed (PGlite writes its last pages and frees its folder).
gracefulShutdown(server, {
  beforeExit: async () => {
    await stopDeliveries()
    await closeDatabases()
  },
})
