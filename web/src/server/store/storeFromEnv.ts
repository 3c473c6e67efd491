import { GUIDES_DIR } from '@amaranth/schemas/seed/guides'
import type { SanityClient } from '@sanity/client'
import { Hono, type Context } from 'hono'
import { clientAddressKey } from '../limits/clientKey.ts'
import { rateLimit } from '../limits/rateLimit.ts'
import type { ServerEnv } from '../env.ts'
import { databaseFromEnv } from '../data/fromEnv.ts'
import { createOutbox } from '../outbox/outbox.ts'
import { DEFAULT_RETRY } from '../outbox/retryPolicy.ts'
import { mailerFromEnv, retryFromEnv } from '../outbox/outboxFromEnv.ts'
import type { BookingEvents } from '../booking/bookingWebhook.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { createCheckoutRoute } from './checkoutRoute.ts'
import { createCompleteRoute } from './completeRoute.ts'
import { createDownloadRoute } from './downloadRoute.ts'
import { downloadTokens } from './downloadToken.ts'
import { createLinkRoute } from './linkRoute.ts'
import { createOrders } from './orders.ts'
import { siteOrigin } from './siteOrigin.ts'
import { sellerFrom } from './storeCatalogue.ts'
import { storeEmailTarget } from './storeEmailTarget.ts'
import { stripeFromEnv } from './stripeClient.ts'
import { createWebhookRoute } from './webhookRoute.ts'

/** Per address: checkouts opened, success URLs opened, fresh links asked for, download requests (valid or guessed). */
export const STORE_LIMITS = {
  checkoutsPerMinute: 20,
  completesPerMinute: 20,
  linkRequestsPer15Minutes: 5,
  downloadsPerMinute: 30,
}

const refuse = (c: Context, retryAfter: number) =>
  c.json(
    { error: 'rate_limited', message: 'Too many requests. Please wait a few minutes and try again.', retryAfter },
    429,
  )

/**
 * The store's orders and emails in the database (server/data), under an outbox target of their own, as the
 * server runs them; `pnpm inquiries` lists and retries the emails with the very same. Needs STRIPE_SECRET_KEY.
 */
export function storeOutboxFromEnv(
  env: ServerEnv,
  sanity: Pick<SanityClient, 'fetch'>,
  role: 'server' | 'command' = 'server',
) {
  const tokens = downloadTokens(env.STRIPE_SECRET_KEY!)
  const { sql, jobs } = databaseFromEnv(env, role)
  const outbox = createOutbox({
    sql,
    jobs,
    retry: retryFromEnv(env),
    targets: [
      storeEmailTarget({
        mailer: mailerFromEnv(env),
        tokens,
        // Called only once deliveries run, after `orders` below exists.
        order: (id) => orders.order(id),
        seller: () => sellerFrom(sanity),
        publicOrigin: siteOrigin(env),
      }),
    ],
  })
  const orders = createOrders(sql, outbox, DEFAULT_RETRY.giveUpMs)
  return { outbox, orders, tokens }
}

/** True when this server sells: the store's button then posts to our checkout. */
export const storeSells = (env: Pick<ServerEnv, 'STRIPE_SECRET_KEY'>) => Boolean(env.STRIPE_SECRET_KEY)

/**
 * The store's routes (docs/decisions/0017). Without STRIPE_SECRET_KEY only the checkout route exists, and
 * it sends buyers to the CMS's purchase link; nothing is ever handed out free. With it, orders
 * and their emails live in the database under an outbox target of their own.
 */
export function createStoreFromEnv(content: ContentSource, env: ServerEnv, bookings?: BookingEvents) {
  const app = new Hono()
  const key = clientAddressKey(env.TRUST_PROXY)
  const stripe = stripeFromEnv(env)
  app.use(
    '/api/store/checkout',
    rateLimit({ limit: STORE_LIMITS.checkoutsPerMinute, windowMs: 60_000, clientKey: key, refuse }),
  )
  app.route('/', createCheckoutRoute({ sanity: content.sanity, stripe, origin: stripe && siteOrigin(env) }))
  if (!stripe) return { app, outbox: undefined }
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set')

  const { outbox, orders, tokens } = storeOutboxFromEnv(env, content.sanity)
  void outbox.start()

  app.route(
    '/',
    createWebhookRoute({ stripe, secret: env.STRIPE_WEBHOOK_SECRET, sanity: content.sanity, orders, bookings }),
  )
  // Like checkout: each visit may cost a Stripe call, so one address cannot spend the account's API limit.
  app.use(
    '/api/store/complete',
    rateLimit({ limit: STORE_LIMITS.completesPerMinute, windowMs: 60_000, clientKey: key, refuse }),
  )
  app.route('/', createCompleteRoute({ stripe, sanity: content.sanity, orders, tokens }))
  app.use(
    '/api/downloads/*',
    rateLimit({ limit: STORE_LIMITS.downloadsPerMinute, windowMs: 60_000, clientKey: key, refuse }),
  )
  app.route('/', createDownloadRoute({ tokens, orders, filesDir: env.STORE_FILES_DIR ?? GUIDES_DIR }))
  app.use(
    '/api/store/links',
    rateLimit({ limit: STORE_LIMITS.linkRequestsPer15Minutes, windowMs: 15 * 60_000, clientKey: key, refuse }),
  )
  app.route('/', createLinkRoute({ tokens, orders }))
  return { app, outbox }
}
