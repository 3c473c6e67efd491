import { HIRE_FIELDS } from '@amaranth/schemas/airtable'
import Airtable from 'airtable'
import { TABLES } from '../api/recordWriter.ts'
import { recordFromFields, type QuoteRecord, type QuoteRecords } from './quoteRecord.ts'

export type AirtableQuoteRecordsOptions = {
  token: string
  baseId: string
  endpointUrl?: string
  /** A reload within this long is answered from memory: a couple refreshing the page costs Airtable nothing. */
  cacheMs?: number
  /** One read, whatever the package does inside it. */
  timeoutMs?: number
  now?: () => number
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One hire request by its record id, from `Equipment Hire Requests`. A reload within `cacheMs` and
 * concurrent reads of one record share one request; a payment reads fresh (the amount is charged from
 * the record as it is then). The package's own 429 retries are off: the caller answers 503 instead.
 */
export function airtableQuoteRecords({
  token,
  baseId,
  endpointUrl,
  cacheMs = 15_000,
  timeoutMs = 8_000,
  now = Date.now,
}: AirtableQuoteRecordsOptions): QuoteRecords {
  const table = new Airtable({
    apiKey: token,
    endpointUrl,
    noRetryIfRateLimited: true,
    requestTimeout: timeoutMs,
  }).base(baseId)(TABLES.equipmentHireRequests)
  const cache = new Map<string, { at: number; record: QuoteRecord | undefined }>()
  const inFlight = new Map<string, Promise<QuoteRecord | undefined>>()

  async function fetchRecord(recordId: string): Promise<QuoteRecord | undefined> {
    const late = sleep(timeoutMs).then(() => {
      throw new Error(`Airtable did not answer for ${recordId} within ${timeoutMs} ms`)
    })
    try {
      const found = await Promise.race([table.find(recordId), late])
      const status = found.get(HIRE_FIELDS.status)
      return recordFromFields(found.id, found.fields, typeof status === 'string' ? status : null)
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined
      throw error instanceof Error ? error : new Error(`Airtable read failed: ${JSON.stringify(error)}`)
    }
  }

  return {
    async read(recordId, { fresh = false } = {}) {
      const cached = cache.get(recordId)
      if (!fresh && cached && now() - cached.at < cacheMs) return cached.record
      let pending = inFlight.get(recordId)
      if (!pending) {
        pending = fetchRecord(recordId).finally(() => inFlight.delete(recordId))
        inFlight.set(recordId, pending)
      }
      try {
        const record = await pending
        // Bounded by the quotes that exist: only ids with a valid signed token get this far.
        cache.set(recordId, { at: now(), record })
        return record
      } catch (error) {
        // A page reload while Airtable is down shows what was read last; a payment never does.
        if (!fresh && cached) return cached.record
        throw error
      }
    },
  }
}
