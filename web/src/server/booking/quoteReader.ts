import { HIRE_FIELDS as F } from '@amaranth/schemas/airtable'
import Airtable from 'airtable'
import { TABLES } from '../api/recordWriter.ts'
import type { AirtableBookingsOptions } from '../availability/airtableBookings.ts'
import { recordFromFields, type QuoteRecord } from './quoteRecord.ts'

/**
 * As the availability read's (`pageGapMs` 1 s here): the watcher reads one page every 20 s (0.05
 * requests a second); even a read of many pages adds at most 1 a second to the availability read's 4
 * and the outbox's writes, under Airtable's 5 a second per base.
 */
export type QuotedRecordsOptions = AirtableBookingsOptions

/** What the watcher needs of a record to send its quote: nothing else of it leaves Airtable. */
const FIELDS = [F.status, F.quoteLink, F.validUntil, F.email, F.firstName, F.lastName, F.eventDate, F.venue, F.total]

/** The records staff set to Quoted whose link the site has not written yet. */
export const QUOTED_WITHOUT_LINK = `AND({${F.status}} = 'Quoted', {${F.quoteLink}} = '')`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The Quoted hire requests without a `Quote Link`, with the airtable package: a few fields, pages of
 * 100, one page request at a time `pageGapMs` apart, the package's unbounded 429 retries off (the next
 * round tries again), the whole read bounded by `deadlineMs`.
 */
export function airtableQuotedRecords({
  token,
  baseId,
  endpointUrl,
  pageGapMs = 1_000,
  maxPages = 5,
  deadlineMs = 15_000,
}: QuotedRecordsOptions) {
  const table = new Airtable({ apiKey: token, endpointUrl, noRetryIfRateLimited: true, requestTimeout: 10_000 }).base(
    baseId,
  )(TABLES.equipmentHireRequests)

  return async function readQuoted(): Promise<QuoteRecord[]> {
    const records: QuoteRecord[] = []
    let pages = 0
    const read = new Promise<void>((resolve, reject) => {
      table.select({ fields: FIELDS, filterByFormula: QUOTED_WITHOUT_LINK, pageSize: 100 }).eachPage(
        (page, next) => {
          if (++pages > maxPages) return reject(new Error(`more than ${maxPages} pages of Quoted requests`))
          for (const record of page) records.push(recordFromFields(record.id, record.fields, 'Quoted'))
          // A page of fewer than 100 is the last: nothing more is asked, so nothing to wait for.
          if (page.length < 100) next()
          else void sleep(pageGapMs).then(() => next())
        },
        (error) =>
          error
            ? reject(error instanceof Error ? error : new Error(`Airtable read failed: ${JSON.stringify(error)}`))
            : resolve(),
      )
    })
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Airtable read took over ${deadlineMs} ms`)), deadlineMs)
    })
    try {
      await Promise.race([read, late])
      return records
    } finally {
      clearTimeout(timer)
    }
  }
}
