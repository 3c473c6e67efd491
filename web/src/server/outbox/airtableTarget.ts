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
 * The Airtable record, fields exactly as stored before the outbox plus its `Submission ID`, written as an
 * upsert on that id: a retry after an answer that never came updates the record the lost attempt created.
 * One request per attempt (two when the table lacks the field), and the outbox retries with its own backoff.
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
      const table = submission.table as TableName
      const created = await writer.create(table, submission.fields, submission.submissionId ?? undefined)
      return created.id ?? 'created (answer cut off after a 2xx)'
    },
  }
}
