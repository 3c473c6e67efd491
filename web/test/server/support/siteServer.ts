import { serve, type ServerType } from '@hono/node-server'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { render } from '../../../src/entry-server.tsx'
import { createServerApp } from '../../../src/server/app.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { nodeServerOptions } from '../../../src/server/limits/requestLimits.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { tempInquiryDb } from '../../support/tempDatabase.ts'

/**
 * The whole site (pages rendered from source, the embedded lake, the form API, every limit) on a
 * real socket in this process, as `pnpm dev` (development) or `pnpm start` (production) assemble it.
 */
export async function startSiteServer(
  env: Record<string, string> = {},
  overrides: Partial<Pick<Parameters<typeof createServerApp>[0], 'renderPage' | 'timeLimits'>> = {},
) {
  const server: ServerType = serve({
    fetch: (request) => app.fetch(request),
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: nodeServerOptions,
  })
  await once(server, 'listening')
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const serverEnv = readServerEnv({
    NODE_ENV: 'production',
    INQUIRY_DB: tempInquiryDb('amaranth-site-').path,
    ...env,
  })
  const content = createContentSource(serverEnv, origin)
  const app = createServerApp({
    content,
    env: serverEnv,
    renderPage: (request) => render({ request, sanity: content.sanity, headTags: '' }),
    ...overrides,
  })
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A GET timed from send to the end of the body. */
export async function timedGet(url: string, init?: RequestInit) {
  const started = performance.now()
  const response = await fetch(url, init)
  const body = await response.text()
  return { status: response.status, body, headers: response.headers, ms: performance.now() - started }
}
