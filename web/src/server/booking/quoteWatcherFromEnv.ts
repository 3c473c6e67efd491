import type Stripe from 'stripe'
import { createLeases } from '../data/leases.ts'
import type { ServerEnv } from '../env.ts'
import { processOwner } from '../outbox/leaseOwner.ts'
import { airtableAccessFromEnv } from './airtableRecordTarget.ts'
import { cancelBooking } from './cancelBooking.ts'
import { airtableCancelledRecords } from './cancelledRecords.ts'
import { airtableQuotedRecords } from './quoteReader.ts'
import { airtableQuoteRecords } from './airtableQuoteRecords.ts'
import { localQuoteRecords } from './localQuoteRecords.ts'
import { withReservedRecords } from './reservedRecordIds.ts'
import { reservationRound } from '../reserve/reserveWatch.ts'
import { createQuoteWatcher, type QuoteFlow } from './quoteWatcher.ts'
import { changeRound } from '../change/changeRound.ts'
import type { ReadStockBase } from './stockCheck.ts'
import { queueDueReminders } from './reminders.ts'

/**
 * The server's quote watcher (quoteWatcher.ts) over the booking's flow (bookingOutbox.ts), not started:
 * what it queues goes to the booking's one dispatcher. With AIRTABLE_TOKEN it polls the Quoted records
 * and the Cancelled ones; offline it only queues the reminders, `pnpm inquiries quote <id>` sends a quote
 * and `pnpm inquiries cancel <id>` cancels one.
 */
export function quoteWatcherFromEnv(env: ServerEnv, flow: QuoteFlow, stripe: Stripe, stockBase?: ReadStockBase) {
  const access = airtableAccessFromEnv(env)
  const records = access && withReservedRecords(flow.sql, airtableQuoteRecords(access), localQuoteRecords(flow.sql))
  // Final numbers (decision 0033): staff's answers to changes (offline `pnpm inquiries change-approve|change-refuse`), and unpaid pages.
  const decideChanges = stockBase && changeRound({ deps: { ...flow, readBase: stockBase }, records, stripe })
  // Offline, staff decide with `pnpm inquiries accept|decline`: the round reads no records, only Stripe and the windows.
  const decideReservations = reservationRound({
    deps: flow,
    records,
    stripe,
  })
  return createQuoteWatcher({
    flow,
    readQuoted: access ? airtableQuotedRecords(access) : undefined,
    cancelled: access
      ? {
          read: airtableCancelledRecords(access),
          cancel: (recordId) => cancelBooking({ stripe, sql: flow.sql, log: flow.log }, recordId),
        }
      : undefined,
    remind: async () => void (await queueDueReminders(flow)),
    reservations: async () => {
      for (const d of await decideReservations())
        (flow.log ?? console.log)(`[booking] reservation ${d.recordId}: ${d.action} (${d.why})`)
    },
    changes: decideChanges
      ? async () => {
          for (const d of await decideChanges())
            (flow.log ?? console.log)(`[booking] change ${d.change} of ${d.recordId}: ${d.outcome} (${d.why})`)
        }
      : undefined,
    leases: createLeases(flow.sql),
    owner: processOwner(),
    intervalMs: env.QUOTE_POLL_MS,
  })
}
