import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createServerApp } from '../../../src/server/app.ts'
import { closeDatabases } from '../../../src/server/data/fromEnv.ts'
import type { Notifications } from '../../../src/server/data/notifications.ts'
import { createHtmlCache } from '../../../src/server/delivery/htmlCache.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { sharePageDrops } from '../../../src/server/revalidate/sharedDrops.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { tempInquiryDb } from '../../support/tempDatabase.ts'
import { BACKENDS, DATABASE_START_MS, type TestDatabase } from '../data/backends.ts'

const ORIGIN = 'http://localhost:4997'
const SECRET = 'webhook-secret-for-shared-drops'
const PAGES = ['/about', '/services', '/hire/decor-1', '/hire/linen-1']

/** One server instance: its own HTML cache, on the database `databaseEnv` names. */
function instance(databaseEnv: Record<string, string>) {
  const env = readServerEnv({ NODE_ENV: 'production', SANITY_WEBHOOK_SECRET: SECRET, ...databaseEnv })
  const htmlCache = createHtmlCache({
    render: async (request) =>
      new Response(`<html><body>${request.url}</body></html>`, { headers: { 'Content-Type': 'text/html' } }),
  })
  const app = createServerApp({ content: createContentSource(env, ORIGIN), env, renderPage: htmlCache, htmlCache })
  const cached = () => htmlCache.keys().map((key) => new URL(key).pathname)
  const warm = () => Promise.all(PAGES.map((path) => app.fetch(new Request(`${ORIGIN}${path}`))))
  const publish = async (document: object) => {
    const body = JSON.stringify(document)
    return app.fetch(
      new Request(`${ORIGIN}/api/revalidate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
        },
        body,
      }),
    )
  }
  return { cached, warm, publish }
}

const postgres = BACKENDS.find(([name]) => name === 'PostgreSQL')?.[1]
const DATABASES: Array<[string, () => Promise<{ env: Record<string, string>; db?: TestDatabase }>]> = [
  ['PGlite', async () => ({ env: { INQUIRY_DB: tempInquiryDb().path } })],
  ...(postgres
    ? [
        [
          'PostgreSQL',
          async () => {
            const db = await postgres()
            return { env: { DATABASE_URL: db.url! }, db }
          },
        ] as [string, () => Promise<{ env: Record<string, string>; db?: TestDatabase }>],
      ]
    : []),
]

describe.each(DATABASES)('a publish webhook to one instance on %s', (_name, open) => {
  let db: TestDatabase | undefined
  afterAll(async () => {
    await closeDatabases()
    await db?.close()
  })

  it(
    'drops the same pages on the other instance within 2 s, and nothing else there',
    async () => {
      const opened = await open()
      db = opened.db
      const [a, b] = [instance(opened.env), instance(opened.env)]
      await Promise.all([a.warm(), b.warm()])
      // Until b listens (at its start, long before a real publish), a's drops do not reach it.
      await vi.waitFor(
        async () => {
          await b.warm()
          expect((await a.publish({ _id: 'servicesPage', _type: 'servicesPage' })).status).toBe(200)
          await new Promise((resolve) => setTimeout(resolve, 50))
          expect(b.cached()).not.toContain('/services')
        },
        { timeout: 30_000, interval: 100 },
      )
      await Promise.all([a.warm(), b.warm()])

      const response = await a.publish({ _id: 'aboutPage', _type: 'aboutPage' })
      // From the moment a has dropped it (reading the document's referrers first takes a's own time).
      const droppedOnA = performance.now()
      expect(await response.json()).toEqual({ dropped: ['/about'] })
      expect(a.cached()).not.toContain('/about')
      await vi.waitFor(() => expect(b.cached()).not.toContain('/about'), { timeout: 2000, interval: 10 })
      expect(performance.now() - droppedOnA).toBeLessThan(2000)
      expect(b.cached()).toEqual(expect.arrayContaining(['/services', '/hire/decor-1', '/hire/linen-1']))
    },
    DATABASE_START_MS,
  )
})

describe('sharePageDrops', () => {
  const channel = (overrides: Partial<Notifications>): Notifications => ({
    notify: async () => {},
    listen: async () => async () => {},
    close: async () => {},
    ...overrides,
  })

  it('ignores its own drops, drops every page after a lost connection, and sends a long list as "every page"', async () => {
    let hear: (payload: string) => void = () => {}
    let resume: () => void = () => {}
    const sent: string[] = []
    const dropHere = vi.fn((paths: string[]) => paths)
    const shared = sharePageDrops(
      dropHere,
      Promise.resolve(
        channel({
          notify: async (_channel, payload) => void sent.push(payload),
          listen: async (_channel, onPayload, onResume) => {
            hear = onPayload
            resume = onResume!
            return async () => {}
          },
        }),
      ),
      'me',
    )
    await shared.listening
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    hear(JSON.stringify({ from: 'me', paths: ['/about'] }))
    hear('not json')
    expect(logged).toHaveBeenCalledWith('Revalidate: an unreadable page drop from another instance', expect.any(Error))
    hear(JSON.stringify({ from: 'other', paths: ['/press'] }))
    expect(dropHere.mock.calls).toEqual([[['/press']]])
    resume()
    expect(dropHere).toHaveBeenLastCalledWith(['*'])

    const many = Array.from({ length: 1000 }, (_, i) => `/hire/product-${i}`)
    expect(await shared.drop(many)).toEqual(many)
    expect(JSON.parse(sent[0]!)).toEqual({ from: 'me', paths: ['*'] })
  })

  it('rejects when the other instances could not be told, after dropping here', async () => {
    const dropHere = vi.fn((paths: string[]) => paths)
    const failing = channel({ notify: () => Promise.reject(new Error('connection refused')) })
    await expect(sharePageDrops(dropHere, Promise.resolve(failing)).drop(['/about'])).rejects.toThrow('refused')
    expect(dropHere).toHaveBeenCalledWith(['/about'])
  })
})
