import { startFakeStripe } from '@amaranth/fake-stripe'
import { closeDatabase } from '../../src/server/data/fromEnv.ts'
import { readServerEnv } from '../../src/server/env.ts'
import { createContentSource } from '../../src/server/sanityForServer.ts'
import { startSmtpServer, type SmtpServer } from '../server/support/smtpServer.ts'
import { tempInquiryDb } from './tempDatabase.ts'

export type PaymentServersOptions = {
  secretKey: string
  webhookSecret: string
  /** PUBLIC_SITE_URL: Stripe's return URLs and the emails' links. */
  site: string
  /** More of the server's environment; given the database's path for what lives beside it. */
  env?: (dbPath: string) => Record<string, string>
}

/**
 * What the store's and the booking's test apps run on: the fake Stripe (it sends no webhook itself: tests
 * post its events), a real SMTP server in this process and a fresh migrated database, with the server's
 * environment over them and short retry delays, so tests never wait real backoffs. `close()` after the
 * app's outboxes have stopped.
 */
export async function startPaymentServers({ secretKey, webhookSecret, site, env }: PaymentServersOptions) {
  const fake = await startFakeStripe({ webhookSecret })
  const smtp = await startSmtpServer()
  const db = tempInquiryDb()
  const serverEnv = readServerEnv({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.url,
    INQUIRY_DB: db.path,
    SMTP_URL: smtp.url,
    INQUIRY_RETRY_BASE_MS: '50',
    INQUIRY_RETRY_MAX_MS: '200',
    PUBLIC_SITE_URL: site,
    ...env?.(db.path),
  })
  return {
    fake,
    smtp,
    env: serverEnv,
    content: createContentSource(serverEnv, 'http://localhost:1'),
    async close() {
      await Promise.all([fake.close(), smtp.close(), closeDatabase(serverEnv)])
      db.remove()
    },
  }
}

/** Waits until `count` messages reached the SMTP server for `email` (the outbox sends them in the background). */
export async function mailTo(smtp: SmtpServer, email: string, count = 1, timeoutMs = 5_000) {
  const started = Date.now()
  while (smtp.to(email).length < count) {
    if (Date.now() - started > timeoutMs) throw new Error(`${smtp.to(email).length} of ${count} emails to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return smtp.to(email)
}
