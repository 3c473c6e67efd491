import type { SanityClient } from '@sanity/client'
import { databaseFromEnv } from '../data/fromEnv.ts'
import { createLeases } from '../data/leases.ts'
import { siteContactFrom } from '../email/siteContact.ts'
import type { ServerEnv } from '../env.ts'
import { processOwner } from '../outbox/leaseOwner.ts'
import { createOutbox } from '../outbox/outbox.ts'
import { mailerFromEnv, retryFromEnv } from '../outbox/outboxFromEnv.ts'
import { DEFAULT_RETRY } from '../outbox/retryPolicy.ts'
import { siteOrigin } from '../store/siteOrigin.ts'
import { airtableAccessFromEnv } from './airtableRecordTarget.ts'
import { bookingSettingsFrom } from './bookingSettings.ts'
import { quoteAirtableTarget, quoteEmailTarget, quoteStaffTarget } from './quoteWatcherTargets.ts'
import { airtableQuotedRecords } from './quoteReader.ts'
import { createQuoteWatcher, type QuoteFlow } from './quoteWatcher.ts'
import { balanceDue, queueDueReminders } from './reminders.ts'

/**
 * The quote flow's outbox and what sending a quote needs, from the environment: the server's and
 * `pnpm inquiries`' (which lists, retries and sends with the same). Undefined without STRIPE_SECRET_KEY:
 * no booking online, so no quote links.
 */
export function quoteFlowFromEnv(
  env: ServerEnv,
  sanity: Pick<SanityClient, 'fetch'>,
  role: 'server' | 'command' = 'server',
) {
  if (!env.STRIPE_SECRET_KEY) return undefined
  const { sql } = databaseFromEnv(env, role)
  const mailer = mailerFromEnv(env)
  const access = airtableAccessFromEnv(env)
  const airtable = Boolean(access)
  const outbox = createOutbox({
    sql,
    retry: retryFromEnv(env),
    targets: [
      ...(access ? [quoteAirtableTarget(access)] : []),
      quoteEmailTarget({
        mailer,
        siteContact: siteContactFrom(sanity, { fallbackEmail: env.INQUIRY_NOTIFY_TO ?? '' }),
        balanceDue: async (recordId) => (await balanceDue({ sql }, recordId)) > 0,
      }),
      quoteStaffTarget({ mailer, notifyTo: env.INQUIRY_NOTIFY_TO }),
    ],
  })
  const flow: QuoteFlow = {
    sql,
    store: outbox.store,
    kick: () => outbox.dispatcher.kick(),
    giveUpMs: DEFAULT_RETRY.giveUpMs,
    secret: env.STRIPE_SECRET_KEY,
    site: siteOrigin(env),
    settings: () => bookingSettingsFrom(sanity),
    airtable,
  }
  return { outbox, flow }
}

/**
 * The server's quote watcher (quoteWatcher.ts) and its outbox, started; `stop()` on SIGTERM. With
 * AIRTABLE_TOKEN it polls the Quoted records; offline it only queues the reminders, and `pnpm
 * inquiries quote <id>` sends a quote.
 */
export function startQuoteWatcherFromEnv(env: ServerEnv, sanity: Pick<SanityClient, 'fetch'>) {
  const made = quoteFlowFromEnv(env, sanity)
  if (!made) return undefined
  const { outbox, flow } = made
  const access = airtableAccessFromEnv(env)
  const watcher = createQuoteWatcher({
    flow,
    readQuoted: access ? airtableQuotedRecords(access) : undefined,
    remind: async () => void (await queueDueReminders(flow)),
    leases: createLeases(flow.sql),
    owner: processOwner(),
    intervalMs: env.QUOTE_POLL_MS,
  })
  void outbox.start()
  watcher.start()
  return {
    flow,
    async stop() {
      await watcher.stop()
      await outbox.stop()
    },
  }
}
