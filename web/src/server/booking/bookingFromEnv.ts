import type { Context } from 'hono'
import type Stripe from 'stripe'
import { databaseFromEnv } from '../data/fromEnv.ts'
import { paymentBySession, quoteByToken } from '../data/bookings.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import type { CountsOn } from '../availability/overLimitNote.ts'
import type { ServerEnv } from '../env.ts'
import { createOutbox } from '../outbox/outbox.ts'
import { mailerFromEnv, retryFromEnv } from '../outbox/outboxFromEnv.ts'
import { DEFAULT_RETRY } from '../outbox/retryPolicy.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { oncePerKey, sessionLookups } from '../store/sessionLookups.ts'
import { siteOrigin } from '../store/siteOrigin.ts'
import { sellerFrom } from '../store/storeCatalogue.ts'
import { airtableQuoteRecords } from './airtableQuoteRecords.ts'
import { airtableAccessFromEnv } from './airtableRecordTarget.ts'
import { bookingSettingsFrom } from './bookingSettings.ts'
import {
  bookingAirtableTarget,
  bookingCoupleTarget,
  bookingRefundTarget,
  bookingStaffTarget,
} from './bookingTargets.ts'
import { bookingEvents } from './bookingWebhook.ts'
import { requestFreshQuote } from './freshQuote.ts'
import { localQuoteRecords } from './localQuoteRecords.ts'
import { createQuoteRoutes, type QUOTE_LIMITS } from './quoteRoutes.ts'
import { createQuoteService } from './quoteService.ts'
import { settleSession } from './settleSession.ts'
import { stockCheck } from './stockCheck.ts'

/**
 * Booking online (decision 0026) as the server runs it: the quote API, the webhook's booking events and
 * an outbox of its own targets over the one database. It needs Stripe (STRIPE_SECRET_KEY, whose derived
 * key also signs the quote links) and PUBLIC_SITE_URL; without Stripe there is no booking online and
 * quote links answer 404. Records are Airtable's with AIRTABLE_TOKEN, else the local submissions.
 */
export function createBookingFromEnv(
  content: ContentSource,
  env: ServerEnv,
  {
    stripe,
    countsOn,
    clientKey,
    limits,
  }: { stripe?: Stripe; countsOn: CountsOn; clientKey: (c: Context) => string; limits?: typeof QUOTE_LIMITS },
) {
  if (!stripe || !env.STRIPE_SECRET_KEY) return undefined
  const secret = env.STRIPE_SECRET_KEY
  const site = siteOrigin(env)
  const { sql } = databaseFromEnv(env)
  const access = airtableAccessFromEnv(env)
  const airtable = Boolean(access)
  const mailer = mailerFromEnv(env)
  const outbox = createOutbox({
    sql,
    retry: retryFromEnv(env),
    targets: [
      ...(access ? [bookingAirtableTarget(access)] : []),
      bookingCoupleTarget({ mailer, seller: () => sellerFrom(content.sanity) }),
      bookingStaffTarget({ mailer, notifyTo: env.INQUIRY_NOTIFY_TO }),
      bookingRefundTarget({ stripe }),
    ],
  })
  const tokens = quoteTokens(secret)
  const common = { sql, store: outbox.store, kick: () => outbox.dispatcher.kick(), giveUpMs: DEFAULT_RETRY.giveUpMs }
  const settle = (session: Stripe.Checkout.Session) =>
    settleSession(session, {
      ...common,
      airtable,
      linkFor: (recordId, nonce) => `${site}/quote/${tokens.issue(recordId, nonce)}`,
    })
  const service = createQuoteService({
    ...common,
    secret,
    records: access ? airtableQuoteRecords(access) : localQuoteRecords(sql),
    settings: () => bookingSettingsFrom(content.sanity),
    stripe,
    stock: stockCheck(content.sanity, countsOn),
    requestFresh: (request) => requestFreshQuote({ ...common, airtable }, request),
    site,
  })
  const lookups = sessionLookups(stripe)
  const once = oncePerKey<void>()
  /** The couple back from Stripe before the webhook: their session settled here, as the store's success page does. */
  const settleReturn = (token: string, sessionId: string) =>
    once(sessionId, async () => {
      const [quote, payment] = await Promise.all([quoteByToken(sql, token, secret), paymentBySession(sql, sessionId)])
      if (!quote || payment?.recordId !== quote.recordId || payment.state !== 'open') return
      const session = await lookups.retrieve(sessionId)
      if (session) await settle(session)
    })
  const app = createQuoteRoutes({ service, clientKey, settleReturn, airtable, limits })
  return { app, outbox, events: bookingEvents({ sql, settle }) }
}
