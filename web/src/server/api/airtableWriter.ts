import { HIRE_FIELDS } from '@amaranth/schemas/airtable'
import Airtable from 'airtable'
import { DeliveryError, timedOut, toDeliveryError, withinTime } from './deliveryError.ts'
import type { CreatedRecord, RecordFields, RecordWriter, TableName } from './recordWriter.ts'

export type AirtableWriterOptions = {
  token: string
  baseId: string
  /** AIRTABLE_ENDPOINT_URL: tests point it at a fake server. */
  endpointUrl?: string
  /** No retry after a 429 starts later than this (AIRTABLE_DEADLINE_MS): the visitor has had their answer. */
  deadlineMs?: number
  /** How long one attempt may run: it outlives the visitor's deadline so a retry can learn its outcome. */
  settleMs?: number
  /** Wait before retry number `attempt` (0-based) after a 429. */
  backoffMs?: (attempt: number) => number
  /** After a table answered that it has no `Submission ID` field, how long it is written to without one. */
  fieldRecheckMs?: number
  /** Where a table without the field is reported (console.error). */
  log?: (message: string) => void
}

/** The field every record carries and every write upserts on, so a retry updates the record it created. */
export const SUBMISSION_ID_FIELD = HIRE_FIELDS.submissionId

const DEFAULT_DEADLINE_MS = 15_000
const DEFAULT_SETTLE_MS = 120_000
const DEFAULT_FIELD_RECHECK_MS = 10 * 60_000

/** Full jitter from 1 s, as the package does from 5 s, so a few retries fit in the deadline. */
const fullJitter = (attempt: number) => Math.random() * Math.min(8_000, 1_000 * 2 ** attempt)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isSuccessStatus = (failure: unknown) => {
  const status = (failure as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 200 && status < 300
}

type Request = { method: string; path: string; body: unknown }

const REFUSED_FIELD = new Set(['UNKNOWN_FIELD_NAME', 'INVALID_VALUE_FOR_COLUMN'])

/** Airtable's words when it refused the write for want of a usable `Submission ID` field, else null. */
const missingFieldAnswer = (error: DeliveryError) =>
  error.status === 422 && REFUSED_FIELD.has(error.code ?? '') && error.detail.includes(`"${SUBMISSION_ID_FIELD}"`)
    ? error.detail
    : null

/**
 * The request the airtable package's `table.update([{ fields }], { performUpsert: { fieldsToMergeOn } })`
 * sends (PATCH on the table, its options spread into the body): the record whose Submission ID matches is
 * updated, or one is created. It goes through `makeRequest`, as creations do, because `table.update`
 * takes the package's older request path, which reports a dropped connection as a bare Error (not
 * CONNECTION_ERROR, so not retried as transient) and never settles on a 2xx whose body was cut off.
 */
const upsertRequest = (table: string, fields: RecordFields, submissionId: string): Request => ({
  method: 'PATCH',
  path: `/${encodeURIComponent(table)}/`,
  body: {
    records: [{ fields: { ...fields, [SUBMISSION_ID_FIELD]: submissionId } }],
    performUpsert: { fieldsToMergeOn: [SUBMISSION_ID_FIELD] },
  },
})

const createRequest = (table: string, fields: RecordFields): Request => ({
  method: 'POST',
  path: `/${encodeURIComponent(table)}/`,
  body: { fields },
})

type AnswerBody = { id?: unknown; createdTime?: unknown; records?: Array<{ id?: unknown; createdTime?: unknown }> }

/**
 * Writes records with the airtable package: an upsert on `Submission ID` when the caller gives one (Airtable
 * has no idempotency key; this is ours), else a plain creation. Its own 429 retries have no bound (up to 600 s a
 * wait) and keep firing after a caller has given up, so they are switched off and retried here,
 * none starting after the deadline. An attempt already sent is not cut at the deadline (the record
 * may be created anyway): it may run for `settleMs`. The outbox (docs/decisions/0010) calls it with
 * `deadlineMs: 0`, one request per attempt, and retries with its own backoff.
 */
export function createAirtableWriter(options: AirtableWriterOptions): RecordWriter {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS
  const backoffMs = options.backoffMs ?? fullJitter
  const fieldRecheckMs = options.fieldRecheckMs ?? DEFAULT_FIELD_RECHECK_MS
  const log = options.log ?? ((message: string) => console.error(message))

  /** When each table last answered that it has no Submission ID field. */
  const missingSince = new Map<string, number>()

  /** One request, which may run until `settleBy` (an attempt's second request gets what the first left). */
  async function send(table: string, request: Request, settleBy: number): Promise<CreatedRecord> {
    const leftMs = Math.max(1, settleBy - Date.now())
    const base = new Airtable({
      apiKey: options.token,
      endpointUrl: options.endpointUrl,
      noRetryIfRateLimited: true,
      requestTimeout: leftMs,
    }).base(options.baseId)
    try {
      // The package's timeout stops once headers arrive; this one also bounds a body that never ends.
      const response = await withinTime(table, base.makeRequest(request), leftMs)
      const body = response.body as AnswerBody
      const record = Array.isArray(body.records) ? (body.records[0] ?? {}) : body
      if (typeof record.id !== 'string') throw new DeliveryError(table, 'unexpected', 'the answer held no record id')
      return { id: record.id, createdTime: typeof record.createdTime === 'string' ? record.createdTime : '' }
    } catch (failure) {
      // Airtable answers 2xx only once the record is written: an answer cut off after that is a success.
      if (isSuccessStatus(failure)) return { id: null, createdTime: '' }
      // Either timeout, or an abort from the package's request timeout, is the attempt's settle limit.
      const ownTimeout = failure instanceof DeliveryError && failure.kind === 'timeout'
      if (ownTimeout || (Date.now() >= settleBy && !(failure instanceof DeliveryError))) throw timedOut(table, settleMs)
      throw toDeliveryError(table, failure)
    }
  }

  /**
   * An upsert on the Submission ID when there is one; the plain creation without one, or when the table
   * lacks the field (nothing is lost, but a retry after a lost answer may then create a second record).
   */
  async function attempt(table: TableName, fields: RecordFields, submissionId?: string): Promise<CreatedRecord> {
    const settleBy = Date.now() + settleMs
    const since = missingSince.get(table)
    if (!submissionId || (since !== undefined && Date.now() - since < fieldRecheckMs))
      return send(table, createRequest(table, fields), settleBy)
    try {
      return await send(table, upsertRequest(table, fields, submissionId), settleBy)
    } catch (failure) {
      const answer = missingFieldAnswer(failure as DeliveryError)
      if (!answer) throw failure
      missingSince.set(table, Date.now())
      log(
        `[airtable] The "${table}" table has no usable "${SUBMISSION_ID_FIELD}" field (Airtable: ${answer}). ` +
          `Records are created without it, so a retry after a lost answer can make a second record. ` +
          `Add "${SUBMISSION_ID_FIELD}" to the table as a single line text field (docs/operations.md, "Connect Airtable"); ` +
          `checked again in ${Math.round(fieldRecheckMs / 1000)} s.`,
      )
      return send(table, createRequest(table, fields), settleBy)
    }
  }

  return {
    name: 'airtable',
    async create(table, fields, submissionId) {
      const deadline = Date.now() + deadlineMs
      for (let retry = 0; ; retry++) {
        try {
          return await attempt(table, fields, submissionId)
        } catch (failure) {
          const error = failure as DeliveryError
          const wait = backoffMs(retry)
          if (error.kind !== 'too-many-requests' || Date.now() + wait >= deadline) throw error
          await sleep(wait)
        }
      }
    },
  }
}
