import type { OutboxStore } from '../outbox/outboxRows.ts'
import { QUOTE_FLOW_TABLES, QUOTE_FLOW_TARGETS } from './quoteWatcherTables.ts'
import { bookingRow, type FreshRequestFields } from './rowFields.ts'

export type FreshQuoteRequest = {
  recordId: string
  name: string
  email: string
  eventDate: string
  /** The expired quote's last day (YYYY-MM-DD). */
  expiredOn: string
}

export type FreshQuoteDeps = {
  /** The booking's outbox (bookingOutbox.ts): its dispatcher, woken by `kick`, delivers the row at once. */
  store: OutboxStore
  kick?: () => unknown
  giveUpMs: number
  /** With AIRTABLE_TOKEN the record gets a comment too. */
  airtable: boolean
  now?: () => number
}

/**
 * "Ask for a fresh quote" after expiry (POST /api/quote/{token}/fresh): an email to staff, Reply-To the
 * couple, and a comment on the Airtable record, as one outbox row with the outbox's retries. Once per
 * expired quote however often the couple asks: the row is keyed by the record and the day it expired.
 */
export async function requestFreshQuote(deps: FreshQuoteDeps, request: FreshQuoteRequest): Promise<void> {
  const fields: FreshRequestFields = {
    Record: request.recordId,
    Name: request.name,
    Email: request.email,
    'Event date': request.eventDate,
    'Expired On': request.expiredOn,
  }
  await deps.store.accept(
    bookingRow(QUOTE_FLOW_TABLES.freshRequests, `fresh-quote-${request.recordId}-${request.expiredOn}`, fields),
    [QUOTE_FLOW_TARGETS.staff, ...(deps.airtable ? [QUOTE_FLOW_TARGETS.airtable] : [])],
    (deps.now ?? Date.now)(),
    deps.giveUpMs,
  )
  void deps.kick?.()
}
