import { stripeSignature, type FakeStripe } from '@amaranth/fake-stripe'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createStoreFromEnv } from '../../../src/server/store/storeFromEnv.ts'
import { startPaymentServers } from '../../support/paymentServers.ts'

export const WEBHOOK_SECRET = 'whsec_unit_test'
export const SECRET_KEY = 'sk_test_unit'

/** Small stand-ins for the guides, beside the database: the seed's own PDFs may be rebuilt while tests run. */
function guideFiles(dbPath: string) {
  const dir = join(dirname(dbPath), 'guides')
  mkdirSync(dir)
  for (const name of ['wedding-guide', 'event-planning-pdf', 'grow-an-event-business'])
    writeFileSync(join(dir, `${name}.pdf`), `%PDF-1.4\n% ${name} (test stand-in)\n%%EOF\n`)
  return dir
}

/**
 * The store as the server builds it from its environment, against the fake Stripe and a real SMTP server in
 * this process, over a fresh outbox database. The fake sends no webhook itself: tests post its events.
 */
export async function startStore(env: Record<string, string> = {}) {
  const servers = await startPaymentServers({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    site: 'https://shop.test',
    env: (dbPath) => ({ STORE_FILES_DIR: guideFiles(dbPath), ...env }),
  })
  const store = createStoreFromEnv(servers.content, servers.env)
  return {
    ...store,
    fake: servers.fake,
    smtp: servers.smtp,
    content: servers.content,
    env: servers.env,
    async close() {
      await store.outbox?.stop()
      await servers.close()
    },
  }
}

export type Store = Awaited<ReturnType<typeof startStore>>

export const postJson = (store: Store, path: string, body: unknown, headers: Record<string, string> = {}) =>
  store.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** A checkout for a seed guide, paid on the fake's page; resolves with the session and its signed event body. */
export async function paidSession(store: Store, productId = 'storeProduct.wedding-guide', email = 'buyer@example.com') {
  const answer = await postJson(store, '/api/store/checkout', { storeProduct: productId })
  const { url } = (await answer.json()) as { url: string }
  const sessionId = url.split('/').at(-1)!
  await store.fake.pay(sessionId, email)
  const event = store.fake.events.findLast((sent) => sent.sessionId === sessionId)!
  return { sessionId, body: event.body }
}

export const sendWebhook = (store: Store, body: string, signature = stripeSignature(body, WEBHOOK_SECRET)) =>
  store.app.request('/api/stripe/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  })

export { mailTo } from '../../support/paymentServers.ts'
export { stripeSignature }
export type { FakeStripe }

/** Stripe's success URL as the buyer's browser opens it: where it sends them, and the download link it gives. */
export async function complete(store: Store, sessionId: string, headers: Record<string, string> = {}) {
  const answer = await store.app.request(`/api/store/complete?session_id=${sessionId}`, { headers })
  const location = new URL(answer.headers.get('location') ?? '/', 'https://shop.test')
  return { status: answer.status, location, link: location.searchParams.get('link') ?? undefined }
}

/** How often our server asked the fake Stripe for this session. */
export const retrievals = (store: Store, sessionId: string) =>
  store.fake.calls.filter((call) => call.method === 'GET' && call.path === `/v1/checkout/sessions/${sessionId}`).length
