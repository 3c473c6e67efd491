import { startFakeStripe, stripeSignature, type FakeStripe } from '@amaranth/fake-stripe'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { createStoreFromEnv } from '../../../src/server/store/storeFromEnv.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'
import { startSmtpServer, type SmtpServer } from '../support/smtpServer.ts'

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
  const fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET })
  const smtp = await startSmtpServer()
  const db = tempInquiryDb()
  const serverEnv = readServerEnv({
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    INQUIRY_DB: db.path,
    STORE_FILES_DIR: guideFiles(db.path),
    SMTP_URL: smtp.url,
    INQUIRY_RETRY_BASE_MS: '50',
    INQUIRY_RETRY_MAX_MS: '200',
    PUBLIC_SITE_URL: 'https://shop.test',
    ...env,
  })
  const content = createContentSource(serverEnv, 'http://localhost:1')
  const store = createStoreFromEnv(content, serverEnv)
  return {
    ...store,
    fake,
    smtp,
    content,
    env: serverEnv,
    async close() {
      await store.outbox?.stop()
      await Promise.all([fake.close(), smtp.close()])
      db.remove()
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

/** Waits until `count` messages reached the SMTP server for `email` (the outbox sends them in the background). */
export async function mailTo(smtp: SmtpServer, email: string, count = 1, timeoutMs = 5_000) {
  const started = Date.now()
  while (smtp.to(email).length < count) {
    if (Date.now() - started > timeoutMs) throw new Error(`${smtp.to(email).length} of ${count} emails to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return smtp.to(email)
}

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
