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
}

const DEFAULT_DEADLINE_MS = 15_000
const DEFAULT_SETTLE_MS = 120_000

/** Full jitter from 1 s, as the package does from 5 s, so a few retries fit in the deadline. */
const fullJitter = (attempt: number) => Math.random() * Math.min(8_000, 1_000 * 2 ** attempt)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const isSuccessStatus = (failure: unknown) => {
  const status = (failure as { statusCode?: unknown } | null)?.statusCode
  return typeof status === 'number' && status >= 200 && status < 300
}

/**
 * Creates records with the airtable package. Its own 429 retries have no bound (up to 600 s a
 * wait) and keep firing after a caller has given up, so they are switched off and retried here,
 * none starting after the deadline. An attempt already sent is not cut at the deadline (the record
 * may be created anyway): it may run for `settleMs`. The outbox (docs/decisions/0010) calls it with
 * `deadlineMs: 0`, one request per attempt, and retries with its own backoff.
 */
export function createAirtableWriter(options: AirtableWriterOptions): RecordWriter {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS
  const settleMs = options.settleMs ?? DEFAULT_SETTLE_MS
  const backoffMs = options.backoffMs ?? fullJitter

  async function attempt(table: TableName, fields: RecordFields): Promise<CreatedRecord> {
    const settleBy = Date.now() + settleMs
    const base = new Airtable({
      apiKey: options.token,
      endpointUrl: options.endpointUrl,
      noRetryIfRateLimited: true,
      requestTimeout: settleMs,
    }).base(options.baseId)
    try {
      const request = base.makeRequest({
        method: 'POST',
        path: `/${encodeURIComponent(table)}/`,
        body: { fields },
      })
      // The package's timeout stops once headers arrive; this one also bounds a body that never ends.
      const response = await withinTime(table, request, settleMs)
      const body = response.body as { id?: unknown; createdTime?: unknown }
      if (typeof body.id !== 'string') throw new DeliveryError(table, 'unexpected', 'the answer held no record id')
      return { id: body.id, createdTime: typeof body.createdTime === 'string' ? body.createdTime : '' }
    } catch (failure) {
      // Airtable answers 2xx only once the record exists: an answer cut off after that is a success.
      if (isSuccessStatus(failure)) return { id: null, createdTime: '' }
      // An abort from the package's request timeout is our settle limit too.
      if (Date.now() >= settleBy && !(failure instanceof DeliveryError)) throw timedOut(table, settleMs)
      throw toDeliveryError(table, failure)
    }
  }

  return {
    name: 'airtable',
    async create(table, fields) {
      const deadline = Date.now() + deadlineMs
      for (let retry = 0; ; retry++) {
        try {
          return await attempt(table, fields)
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
