import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type * as EntryServer from '../entry-server.tsx'
import { createServerApp } from './app.ts'
import { headTagsFromManifest } from './clientAssets.ts'
import { readServerEnv } from './env.ts'
import { createContentSource } from './sanityForServer.ts'

const env = readServerEnv()
const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..')
const outDir = join(webDir, process.env.WEB_OUT_DIR ?? 'dist')
const clientDir = join(outDir, 'client')
const { render } = (await import(pathToFileURL(join(outDir, 'server/entry-server.js')).href)) as typeof EntryServer

const content = createContentSource(env, `http://localhost:${env.PORT}`)
const headTags = headTagsFromManifest(clientDir)

const app = new Hono()
const YEAR = 60 * 60 * 24 * 365
app.use(
  '/assets/*',
  serveStatic({
    root: relative(process.cwd(), clientDir),
    onFound: (_path, c) => c.header('Cache-Control', `public, max-age=${YEAR}, immutable`),
  }),
)
app.use('/favicon.svg', serveStatic({ root: relative(process.cwd(), clientDir) }))
app.route(
  '/',
  createServerApp({ content, renderPage: (request) => render({ request, sanity: content.sanity, headTags }) }),
)

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(
    `Amaranth Events on http://localhost:${info.port} (content: ${content.lake ? 'embedded lake' : 'Sanity'})`,
  )
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
