import Airtable from 'airtable'
import { DeliveryError, toDeliveryError } from './deliveryError.ts'
import type { CreatedRecord, RecordFields, RecordWriter, TableName } from './recordWriter.ts'

export type AirtableWriterOptions = {
  token: string
  baseId: string
  /** AIRTABLE_ENDPOINT_URL: tests point it at a fake server. */
  endpointUrl?: string
  /** The whole attempt, retries included, ends by then: a visitor is not kept waiting longer. */
  deadlineMs?: number
  /** Wait before retry number `attempt` (0-based) after a 429. */
  backoffMs?: (attempt: number) => number
}

const DEFAULT_DEADLINE_MS = 15_000

/** Full jitter from 1 s, as the package does from 5 s, so a few retries fit in the deadline. */
const fullJitter = (attempt: number) => Math.random() * Math.min(8_000, 1_000 * 2 ** attempt)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Creates records with the airtable package. Its own 429 retries have no bound (up to 600 s a
 * wait) and keep firing after a caller has given up, which could store an inquiry the visitor was
 * told had failed; so they are switched off and retried here within one deadline instead. Each
 * attempt's request timeout is the time left, so nothing outlives the deadline.
 */
export function createAirtableWriter(options: AirtableWriterOptions): RecordWriter {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS
  const backoffMs = options.backoffMs ?? fullJitter

  const timedOut = (table: TableName) => new DeliveryError(table, 'timeout', `no answer within ${deadlineMs / 1000} s`)

  async function attempt(table: TableName, fields: RecordFields, deadline: number): Promise<CreatedRecord> {
    const remaining = Math.max(1, deadline - Date.now())
    const base = new Airtable({
      apiKey: options.token,
      endpointUrl: options.endpointUrl,
      noRetryIfRateLimited: true,
      requestTimeout: remaining,
    }).base(options.baseId)
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timedOut(table)), remaining)
    })
    try {
      const request = base.makeRequest({
        method: 'POST',
        path: `/${encodeURIComponent(table)}/`,
        body: { fields },
      })
      const response = await Promise.race([request, timeout])
      const body = response.body as { id?: unknown; createdTime?: unknown }
      if (typeof body.id !== 'string') throw new DeliveryError(table, 'unexpected', 'the answer held no record id')
      return { id: body.id, createdTime: typeof body.createdTime === 'string' ? body.createdTime : '' }
    } catch (failure) {
      // An abort from the package's request timeout is our deadline too.
      if (Date.now() >= deadline && !(failure instanceof DeliveryError)) {
        throw timedOut(table)
      }
      throw toDeliveryError(table, failure)
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    name: 'airtable',
    async create(table, fields) {
      const deadline = Date.now() + deadlineMs
      for (let retry = 0; ; retry++) {
        try {
          return await attempt(table, fields, deadline)
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
