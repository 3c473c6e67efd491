import type { TableName } from '../api/recordWriter.ts'
import { createAirtableWriter } from '../api/airtableWriter.ts'
import type { Target } from './dispatcher.ts'

export type AirtableTargetOptions = {
  token: string
  baseId: string
  endpointUrl?: string
  /** How long one attempt may wait for Airtable's answer (the package's request timeout). */
  settleMs?: number
  /** Airtable allows 5 requests a second per base. */
  concurrency?: number
}

/**
 * The Airtable record, fields exactly as stored before the outbox. One request per attempt (the outbox
 * retries, with its own backoff). Airtable has no idempotency key: see docs/decisions/0010 for the two
 * cases where a retry can create a second record.
 */
export function airtableTarget({ settleMs = 120_000, concurrency = 3, ...options }: AirtableTargetOptions): Target {
  // deadlineMs 0: the writer's own 429 retries are off; one request per attempt.
  const writer = createAirtableWriter({ ...options, deadlineMs: 0, settleMs })
  return {
    name: 'airtable',
    concurrency,
    attemptTimeoutMs: settleMs + 5_000,
    async deliver(submission) {
      // Only inquiries have Airtable deliveries; the store's rows (server/store) have none.
      const created = await writer.create(submission.table as TableName, submission.fields)
      return created.id ?? 'created (answer cut off after a 2xx)'
    },
  }
}
