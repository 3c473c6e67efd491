import { Hono } from 'hono'
import { EMBEDDED_LAKE_PATH } from '../lib/sanity/config.ts'
import { createFormApiFromEnv, keepForShutdown } from './api/formApiFromEnv.ts'
import { createAvailabilityFromEnv } from './availability/availabilityFromEnv.ts'
import { createBookingFromEnv } from './booking/bookingFromEnv.ts'
import type { RenderPage } from './delivery/ownPage.ts'
import { clientAddressKey } from './limits/clientKey.ts'
import { readServerEnv, type ServerEnv } from './env.ts'
import { limitContentRate } from './limits/contentRateLimits.ts'
import { limitRenderRate } from './limits/renderRateLimit.ts'
import { limitRequestTime, limitUrlLength, type TimeLimits } from './limits/requestLimits.ts'
import { createPreviewRoutes } from './preview/previewRoutes.ts'
import { createPreviewCookie, type PreviewCookie } from './preview/previewCookie.ts'
import { createRevalidateFromEnv } from './revalidate/revalidateFromEnv.ts'
import { createSeoRoutes } from './seo/seoRoutes.ts'
import { createStoreFromEnv } from './store/storeFromEnv.ts'
import { stripeFromEnv } from './store/stripeClient.ts'
import type { ContentSource } from './sanityForServer.ts'

export type { RenderPage }

/**
 * The routes every mode shares: health, the embedded content lake, the form API and server-rendered pages,
 * each bounded in address length, time and (for the lake) rate. Static files are mounted in front of
 * this by the production and dev entries.
 */
export function createServerApp({
  content,
  renderPage,
  env = readServerEnv(),
  timeLimits,
  previewCookie = createPreviewCookie(env),
  htmlCache,
  watchQuotes = false,
}: {
  content: ContentSource
  renderPage: RenderPage
  env?: ServerEnv
  /** The one the embedded lake and the page renderer check too (server/preview/previewCookie.ts). */
  previewCookie?: PreviewCookie
  /** Shorter limits for tests; the defaults are REQUEST_LIMITS. */
  timeLimits?: Omit<TimeLimits, 'formDeadlineMs'>
  /**
   * The HTML cache in front of `renderPage`, which POST /api/revalidate drops pages from. With it,
   * each client's page renders are rate-limited (what it serves is free); without it (the dev server)
   * they are not.
   */
  htmlCache?: { drop: (paths: string[]) => string[]; serves: (request: Request) => boolean }
  /** The production server's: Quoted records get their link, balance reminders go out (booking's quote watcher). */
  watchQuotes?: boolean
}) {
  const app = new Hono()
  // Who a request is from, for every per-client limit: the socket's address, or the proxy's record of it.
  const clientKey = clientAddressKey(env.TRUST_PROXY)
  app.use(limitUrlLength(), limitRequestTime({ formDeadlineMs: env.AIRTABLE_DEADLINE_MS, ...timeLimits }))

  app.get('/api/health', (c) => c.json({ status: 'ok', content: content.lake ? 'embedded' : 'sanity' }))

  // Mounted only for the embedded lake: with a Sanity project, /cms does not exist.
  if (content.lake) {
    app.use(
      `${EMBEDDED_LAKE_PATH}/*`,
      limitContentRate({
        queriesPerMinute: env.CMS_QUERY_RATE_LIMIT,
        imagesPerMinute: env.CMS_IMAGE_RATE_LIMIT,
        clientKey,
      }),
    )
    app.route('/', content.lake)
  }

  const availability = createAvailabilityFromEnv(content, env, clientKey)
  const formApi = createFormApiFromEnv(content, env, availability.countsOn)
  app.route('/', formApi)
  app.route('/', availability.route)

  app.route('/', createPreviewRoutes({ env, content, cookie: previewCookie }))

  app.route('/', createRevalidateFromEnv(content, env, htmlCache))

  const booking = createBookingFromEnv(content, env, {
    stripe: stripeFromEnv(env),
    stockBase: availability.stockBase,
    clientKey,
    watchQuotes,
    countsOn: availability.countsOn,
    // A reservation's hire request goes to Airtable by the inquiries' outbox: woken when one is authorised.
    kickInquiries: () => formApi.outbox.dispatcher.kick(),
  })
  if (booking) {
    keepForShutdown(booking)
    void booking.start()
    app.route('/', booking.app)
  }

  const store = createStoreFromEnv(content, env, booking?.events)
  if (store.outbox) keepForShutdown(store.outbox)
  app.route('/', store.app)

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))

  app.route('/', createSeoRoutes(content.sanity, env))

  if (htmlCache) {
    app.get('*', limitRenderRate({ perMinute: env.PAGE_RENDER_RATE_LIMIT, clientKey, kept: htmlCache.serves }))
  }
  // A couple's quote page, rendered for each request with their quote in it (settled first when they come
  // back from Stripe), never cached. Without booking online the route below renders it as a 404.
  if (booking) app.get('/quote/:token', (c) => renderPage(c.req.raw, { readQuote: booking.readQuote }))
  app.get('*', (c) => renderPage(c.req.raw))

  return app
}
