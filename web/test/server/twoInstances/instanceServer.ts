/**
 * One server instance in a process of its own, for the two-instance test: the whole server app (forms and
 * their outbox, the store, POST /api/revalidate) on DATABASE_URL, with the HTML cache in front of a stand-in
 * renderer (the built client is not needed) whose pages name this process and count its renders. With
 * RESERVE_CONTROLS=1, also the Reserve now test's controls (reserveControls.ts). Prints `listening <port>`.
 */
import { serve } from '@hono/node-server'
import { createServerApp } from '../../../src/server/app.ts'
import { databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import { createHtmlCache } from '../../../src/server/delivery/htmlCache.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { reserveControls } from './reserveControls.ts'

const env = readServerEnv()
await databaseFromEnv(env).ready
let renders = 0
const htmlCache = createHtmlCache({
  render: async (request) =>
    new Response(`<html><body>${process.pid} render ${++renders} of ${new URL(request.url).pathname}</body></html>`, {
      headers: { 'Content-Type': 'text/html' },
    }),
})
const content = createContentSource(env, 'http://localhost:1')
const app = createServerApp({ content, env, renderPage: htmlCache, htmlCache })
const controls = process.env.RESERVE_CONTROLS === '1' ? reserveControls(env, content) : undefined
serve(
  { fetch: (request, bindings) => controls?.(request) ?? app.fetch(request, bindings), port: 0, hostname: '127.0.0.1' },
  (info) => console.log(`listening ${info.port}`),
)
