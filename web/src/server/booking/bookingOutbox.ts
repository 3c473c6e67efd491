import type { SanityClient } from '@sanity/client'
import type Stripe from 'stripe'
import { databaseFromEnv } from '../data/fromEnv.ts'
import { siteContactFrom } from '../email/siteContact.ts'
import type { ServerEnv } from '../env.ts'
import { createOutbox } from '../outbox/outbox.ts'
import { mailerFromEnv, retryFromEnv } from '../outbox/outboxFromEnv.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import type { TargetName } from '../outbox/outboxRows.ts'
import { DEFAULT_RETRY } from '../outbox/retryPolicy.ts'
import { siteOrigin } from '../store/siteOrigin.ts'
import { sellerFrom } from '../store/storeCatalogue.ts'
import { stripeFromEnv } from '../store/stripeClient.ts'
import { airtableAccessFromEnv } from './airtableRecordTarget.ts'
import { bookingSettingsFrom } from './bookingSettings.ts'
import { BOOKING_TARGETS } from './bookingTables.ts'
import {
  bookingAirtableTarget,
  bookingCoupleTarget,
  bookingRefundTarget,
  bookingStaffTarget,
} from './bookingTargets.ts'
import type { QuoteFlow } from './quoteWatcher.ts'
import { QUOTE_FLOW_TARGETS } from './quoteWatcherTables.ts'
import { quoteAirtableTarget, quoteEmailTarget, quoteStaffTarget } from './quoteWatcherTargets.ts'
import { balanceDue } from './reminders.ts'
import { airtableIdOf } from './reservedRecordIds.ts'
import { RESERVE_TARGETS } from '../reserve/reserveTables.ts'
import { reserveStripeTarget } from '../reserve/reserveTargets.ts'
import { reserveCoupleTarget, reserveStaffTarget } from '../reserve/reserveEmailTargets.ts'
import { settleSession } from './settleSession.ts'
import { CHANGE_TARGETS } from '../change/changeTables.ts'
import { changeAirtableTarget, changeEmailTargets } from '../change/changeTargets.ts'

const NAMES: ReadonlySet<TargetName> = new Set([
  ...Object.values(BOOKING_TARGETS),
  ...Object.values(QUOTE_FLOW_TARGETS),
  ...Object.values(RESERVE_TARGETS),
  ...Object.values(CHANGE_TARGETS),
])

/** A delivery the booking's outbox attempts (`pnpm inquiries` hands it to that dispatcher). */
export const isBookingTarget = (name: TargetName) => NAMES.has(name)

/**
 * Booking online's one outbox (decision 0026): a dispatcher for every target of its rows, the payments'
 * (bookingTargets.ts), the quote flow's (quoteWatcherTargets.ts) and a change's (change/changeTargets.ts), so a row any booking path queues is
 * taken at the wake-up after its commit. `flow` is what queueing needs (store, kick, the link's key and
 * origin). The server's and `pnpm inquiries`' alike; undefined without STRIPE_SECRET_KEY (no booking online).
 */
export function bookingOutboxFromEnv(
  env: ServerEnv,
  sanity: Pick<SanityClient, 'fetch'>,
  { stripe = stripeFromEnv(env), role = 'server' }: { stripe?: Stripe; role?: 'server' | 'command' } = {},
) {
  if (!stripe || !env.STRIPE_SECRET_KEY) return undefined
  const { sql, jobs } = databaseFromEnv(env, role)
  const mailer = mailerFromEnv(env)
  const found = airtableAccessFromEnv(env)
  // A quote reserved now is known by its local id: its writes go to the record the inquiry's delivery made.
  const access = found && { ...found, airtableIdOf: (recordId: string) => airtableIdOf(sql, recordId) }
  const siteContact = siteContactFrom(sanity, { fallbackEmail: env.INQUIRY_NOTIFY_TO ?? '' })
  const outbox = createOutbox({
    sql,
    jobs,
    retry: retryFromEnv(env),
    targets: [
      ...(access ? [bookingAirtableTarget(access), quoteAirtableTarget(access), changeAirtableTarget(access)] : []),
      bookingCoupleTarget({ mailer, seller: () => sellerFrom(sanity) }),
      bookingStaffTarget({ mailer, notifyTo: env.INQUIRY_NOTIFY_TO }),
      bookingRefundTarget({ stripe }),
      quoteEmailTarget({
        mailer,
        siteContact,
        balanceDue: async (recordId) => (await balanceDue({ sql }, recordId)) > 0,
      }),
      quoteStaffTarget({ mailer, notifyTo: env.INQUIRY_NOTIFY_TO }),
      reserveCoupleTarget({ mailer, siteContact, site: siteOrigin(env) }),
      reserveStaffTarget({ mailer, notifyTo: env.INQUIRY_NOTIFY_TO, airtable: Boolean(access) }),
      // Final numbers (decision 0033): a change's record writes and emails.
      ...changeEmailTargets({ mailer, notifyTo: env.INQUIRY_NOTIFY_TO, siteContact, airtable: Boolean(access) }),
      // Reserve now (decision 0032): a captured deposit is settled as a paid one, the quote flow's path.
      reserveStripeTarget({
        stripe,
        captured: async ({ Session }) => {
          const session = await stripe.checkout.sessions.retrieve(Session)
          const result = await settleSession(session, {
            ...flow,
            linkFor: (recordId, nonce) => `${flow.site}/quote/${tokens.issue(recordId, nonce)}`,
          })
          if (result.status !== 'paid' && result.status !== 'already')
            throw new Error(`the captured deposit of ${Session} settled as ${result.status}`)
        },
      }),
    ],
  })
  const tokens = quoteTokens(env.STRIPE_SECRET_KEY)
  const flow: QuoteFlow = {
    sql,
    store: outbox.store,
    kick: () => outbox.dispatcher.kick(),
    giveUpMs: DEFAULT_RETRY.giveUpMs,
    secret: env.STRIPE_SECRET_KEY,
    site: siteOrigin(env),
    settings: () => bookingSettingsFrom(sanity),
    airtable: Boolean(access),
  }
  return { outbox, flow }
}

export type BookingOutbox = NonNullable<ReturnType<typeof bookingOutboxFromEnv>>
