import { describeDatabase } from '../data/fromEnv.ts'
import { readServerEnv, type ServerEnv } from '../env.ts'
import { createOutboxFromEnv } from '../outbox/outboxFromEnv.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { CountsOn } from '../availability/overLimitNote.ts'
import type { ContentSource } from '../sanityForServer.ts'
import { clientAddressKey } from '../limits/clientKey.ts'
import { catalogueFrom, chargesFrom, createFormApi } from './routes.ts'

/** The outboxes this process runs (one per form API, one in production), for `stopDeliveries` on shutdown. */
const outboxes = new Set<Pick<Outbox, 'stop'>>()

/** Another outbox on the same database (the store's, the booking's) to stop with these on SIGTERM. */
export const keepForShutdown = (outbox: Pick<Outbox, 'stop'>) => void outboxes.add(outbox)

/**
 * On SIGTERM (gracefulShutdown's `beforeExit`): no new submissions, the deliveries under way finish, the
 * rest stay pending in the database for the next start.
 */
export async function stopDeliveries() {
  await Promise.all([...outboxes].map((outbox) => outbox.stop()))
  outboxes.clear()
}

/**
 * The form API over the durable outbox (docs/decisions/0010): a submission is answered 201 once it is in
 * the database (server/data), and delivered from there to Airtable (with AIRTABLE_TOKEN) and by email (with SMTP_URL).
 * Start-up resumes whatever was left pending.
 */
export function createFormApiFromEnv(content: ContentSource, env: ServerEnv = readServerEnv(), countsOn?: CountsOn) {
  const outbox = createOutboxFromEnv(env, content.sanity)
  if (!env.AIRTABLE_TOKEN) {
    console.log(
      `Inquiries are stored in ${describeDatabase(env)} only (no AIRTABLE_TOKEN); \`pnpm inquiries\` prints them`,
    )
  }
  outboxes.add(outbox)
  void outbox.start()
  const api = createFormApi({
    writer: outbox.writer,
    loadCatalogue: catalogueFrom(content.sanity),
    loadCharges: chargesFrom(content.sanity),
    ratePerMinute: env.INQUIRY_RATE_LIMIT,
    clientKey: clientAddressKey(env.TRUST_PROXY),
    countsOn,
  })
  return Object.assign(api, { outbox })
}
