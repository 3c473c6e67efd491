import { HIRE_FIELDS as F } from '@amaranth/schemas/airtable'
import Airtable from 'airtable'
import type { Booking } from '../../availability/holds.ts'
import { TABLES } from '../api/recordWriter.ts'

export type AirtableBookingsOptions = {
  token: string
  baseId: string
  endpointUrl?: string
  /** Gap between two page requests: Airtable allows 5 a second per base, and the outbox writes to it too. */
  pageGapMs?: number
  /** More pages than this (100 requests each) is more than this business books: read as unreadable, not guessed. */
  maxPages?: number
  /** The whole read, every page. */
  deadlineMs?: number
}

const FIELDS = [F.eventDate, F.items, F.status]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Why a read failed, as one Error whatever the package threw (it rejects with plain objects). */
const readError = (failure: unknown) =>
  failure instanceof Error
    ? failure
    : new Error(`Airtable read failed: ${JSON.stringify(failure)?.slice(0, 300) ?? String(failure)}`)

/**
 * The Confirmed hire requests from Airtable whose event is after `since`, or has no date (Airtable's date
 * field holds nothing else that is not a day), with the airtable package:
 * only the three fields availability needs (no names, emails or phones leave Airtable), pages of 100,
 * one page request at a time at least `pageGapMs` apart, its own 429 retries off (they have no bound).
 */
export function airtableBookings({
  token,
  baseId,
  endpointUrl,
  pageGapMs = 250,
  maxPages = 20,
  deadlineMs = 15_000,
}: AirtableBookingsOptions) {
  const base = new Airtable({ apiKey: token, endpointUrl, noRetryIfRateLimited: true, requestTimeout: 10_000 }).base(
    baseId,
  )
  let lastRequestAt = 0

  async function spaced() {
    const wait = lastRequestAt + pageGapMs - Date.now()
    if (wait > 0) await sleep(wait)
    lastRequestAt = Date.now()
  }

  return async function readBookings(since: string): Promise<Booking[]> {
    const bookings: Booking[] = []
    let pages = 0
    const read = new Promise<void>((resolve, reject) => {
      void spaced().then(() =>
        base(TABLES.equipmentHireRequests)
          .select({
            fields: FIELDS,
            // A blank date is read too, so availability reports the request instead of losing it.
            filterByFormula: `AND({${F.status}} = 'Confirmed', OR(IS_AFTER({${F.eventDate}}, '${since}'), {${F.eventDate}} = ''))`,
            pageSize: 100,
          })
          .eachPage(
            (records, next) => {
              if (++pages > maxPages) return reject(new Error(`more than ${maxPages} pages of Confirmed requests`))
              for (const record of records) {
                bookings.push({
                  ref: record.id,
                  eventDate: String(record.get(F.eventDate) ?? ''),
                  status: typeof record.get(F.status) === 'string' ? String(record.get(F.status)) : null,
                  items: String(record.get(F.items) ?? ''),
                })
              }
              void spaced().then(() => next())
            },
            (error) => (error ? reject(readError(error)) : resolve()),
          ),
      )
    })
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Airtable read took over ${deadlineMs} ms`)), deadlineMs)
    })
    try {
      await Promise.race([read, late])
      return bookings
    } finally {
      clearTimeout(timer)
    }
  }
}
