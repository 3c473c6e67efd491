import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import type { Context } from 'hono'
import type Stripe from 'stripe'
import type { ReadQuote } from '../../booking/quoteView.ts'
import type { CountsOn } from '../availability/overLimitNote.ts'
import { catalogueFrom } from '../api/routes.ts'
import { quoteByToken } from '../data/bookings.ts'
import { paymentBySession } from '../data/bookingPayments.ts'
import { databaseFromEnv } from '../data/fromEnv.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import type { ServerEnv } from '../env.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { oncePerKey, sessionLookups } from '../store/sessionLookups.ts'
import { createReserveRoutes } from '../reserve/reserveRoutes.ts'
import { createReserveService } from '../reserve/reserveService.ts'
import { chargesFrom } from '../change/changeContext.ts'
import { createChangeService } from '../change/changeService.ts'
import { changeOfSession, dropChange, settleChange } from '../change/changePayment.ts'
import { airtableQuoteRecords } from './airtableQuoteRecords.ts'
import { airtableAccessFromEnv } from './airtableRecordTarget.ts'
import { bookingOutboxFromEnv } from './bookingOutbox.ts'
import { recordStripeRefund } from './bookingRefunds.ts'
import { bookingEvents } from './bookingWebhook.ts'
import { requestFreshQuote } from './freshQuote.ts'
import { localQuoteRecords } from './localQuoteRecords.ts'
import { createQuoteRoutes, readQuotePage, type QUOTE_LIMITS } from './quoteRoutes.ts'
import { createQuoteService } from './quoteService.ts'
import { withReservedRecords } from './reservedRecordIds.ts'
import { quoteWatcherFromEnv } from './quoteWatcherFromEnv.ts'
import { settleSession } from './settleSession.ts'
import { lastPieces } from './lastPieces.ts'
import { stockCheck, type ReadStockBase } from './stockCheck.ts'

/**
 * Booking online (decision 0026) as the server runs it: the quote API, the webhook's booking events, the
 * booking's one outbox (bookingOutbox.ts) and, with `watchQuotes` (the production server), the quote
 * watcher queueing onto it. It needs Stripe (STRIPE_SECRET_KEY, whose derived key also signs the quote
 * links) and PUBLIC_SITE_URL; without Stripe there is no booking online and quote links answer 404.
 * Records are Airtable's with AIRTABLE_TOKEN, else the local submissions.
 */
export function createBookingFromEnv(
  content: ContentSource,
  env: ServerEnv,
  {
    stripe,
    stockBase,
    clientKey,
    limits,
    watchQuotes = false,
    countsOn,
    kickInquiries,
  }: {
    stripe?: Stripe
    /** Availability's stock and Confirmed requests, for the accept's and the settle's stock checks. */
    stockBase: ReadStockBase
    clientKey: (c: Context) => string
    limits?: typeof QUOTE_LIMITS
    watchQuotes?: boolean
    /** What is free on a date (availability's): with it, Reserve now's `POST /api/reserve` is served. */
    countsOn?: CountsOn
    /** Wakes the inquiries' outbox, which delivers a reservation's hire request to Airtable. */
    kickInquiries?: () => unknown
  },
) {
  const made = stripe && bookingOutboxFromEnv(env, content.sanity, { stripe })
  if (!stripe || !made) return undefined
  const { outbox, flow } = made
  const { sql, secret, site, airtable } = flow
  const access = airtableAccessFromEnv(env)
  const tokens = quoteTokens(secret)
  const pieces = lastPieces(stockBase)
  const settle = (session: Stripe.Checkout.Session) =>
    settleSession(session, {
      ...flow,
      linkFor: (recordId, nonce) => `${site}/quote/${tokens.issue(recordId, nonce)}`,
      lastPieces: pieces,
    })
  const service = createQuoteService({
    ...flow,
    records: access
      ? withReservedRecords(sql, airtableQuoteRecords(access), localQuoteRecords(sql))
      : localQuoteRecords(sql),
    stripe,
    stock: stockCheck(stockBase, sql),
    requestFresh: (request) => requestFreshQuote(flow, request),
  })
  const change = createChangeService({
    ...flow,
    stripe,
    load: service.load,
    readBase: stockBase,
    loadCatalogue: catalogueFrom(content.sanity),
    loadCharges: chargesFrom(content.sanity),
    now: Date.now,
    log: (message) => console.error(message),
  })
  const reserve = countsOn
    ? createReserveService({
        ...flow,
        jobs: databaseFromEnv(env).jobs,
        stripe,
        loadCatalogue: catalogueFrom(content.sanity),
        loadCharges: () => content.sanity.fetch(hireChargesQuery),
        countsOn,
        readBase: () => stockBase(),
        kickInquiries,
      })
    : undefined
  /** Final numbers (decision 0033): a session paying a change's difference, settled or dropped once. */
  const changes = {
    settle: (session: Stripe.Checkout.Session) => settleChange(session, { ...flow, readBase: stockBase }),
    async expire(session: Stripe.Checkout.Session) {
      const named = changeOfSession(session)
      return named ? dropChange(sql, session.id, named.changeId, Date.now()) : false
    },
  }
  const watcher = watchQuotes ? quoteWatcherFromEnv(env, flow, stripe, stockBase) : undefined
  const lookups = sessionLookups(stripe)
  const once = oncePerKey<void>()
  /** The couple back from Stripe before the webhook: their session settled here, as the store's success page does. */
  const settleReturn = (token: string, sessionId: string) =>
    once(sessionId, async () => {
      const [quote, payment] = await Promise.all([quoteByToken(sql, token, secret), paymentBySession(sql, sessionId)])
      if (!quote || payment?.recordId !== quote.recordId || payment.state !== 'open') return
      const session = await lookups.retrieve(sessionId)
      if (session?.metadata?.reservation && reserve) await reserve.authorise(session)
      else if (session?.metadata?.bookingKind === 'change') await changes.settle(session)
      else if (session) await settle(session)
    })
  const app = createQuoteRoutes({ service, clientKey, settleReturn, airtable, limits, change })
  if (reserve) app.route('/', createReserveRoutes({ service: reserve, clientKey }))
  const read = readQuotePage({ service, settleReturn })
  /** The render of /quote/{token} (entry-server's `readQuote`): what the API's GET answers, a fault thrown. */
  const readQuote: ReadQuote = async (token, sessionId) => {
    const loaded = await read(token, sessionId)
    if ('view' in loaded) return { found: true, view: loaded.view }
    if (loaded.status === 404) return { found: false }
    throw new Error(`the quote page's read answered ${loaded.status}`)
  }
  return {
    app,
    readQuote,
    /** Reserve now's service when the server takes reservations (`countsOn` given). */
    reserve,
    outbox,
    flow,
    events: bookingEvents({
      sql,
      settle,
      refunded: (charge) => recordStripeRefund(charge, flow),
      reservations: reserve,
      changes,
    }),
    /** Resumes the pending deliveries and starts the watcher's rounds. */
    async start() {
      await outbox.start()
      watcher?.start()
    },
    /** SIGTERM: the watcher's round under way finishes (its lease given up), then the deliveries under way. */
    async stop() {
      await watcher?.stop()
      await outbox.stop()
    },
  }
}
