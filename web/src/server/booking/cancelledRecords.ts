import { HIRE_FIELDS as F } from '@amaranth/schemas/airtable'
import Airtable from 'airtable'
import { dayNumber, isoDay } from '../../availability/calendarDay.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { TABLES } from '../api/recordWriter.ts'
import type { AirtableRecordOptions } from './airtableRecordTarget.ts'

/** The hire requests staff cancelled whose event is today or later: the ones a payment or a reminder could still reach. */
export const cancelledSince = (yesterday: string) =>
  `AND({${F.status}} = 'Cancelled', IS_AFTER({${F.eventDate}}, '${yesterday}'))`

/**
 * The ids of the Cancelled hire requests with an event to come, for the quote watcher (one read a round,
 * the Status field only, the package's unbounded 429 retries off: the next round tries again).
 */
export function airtableCancelledRecords(
  { token, baseId, endpointUrl }: Pick<AirtableRecordOptions, 'token' | 'baseId' | 'endpointUrl'>,
  { deadlineMs = 15_000, now = Date.now }: { deadlineMs?: number; now?: () => number } = {},
) {
  const table = new Airtable({ apiKey: token, endpointUrl, noRetryIfRateLimited: true, requestTimeout: 10_000 }).base(
    baseId,
  )(TABLES.equipmentHireRequests)
  return async function readCancelled(): Promise<string[]> {
    const yesterday = isoDay(dayNumber(businessToday(now()))! - 1)
    const read = table.select({ fields: [F.status], filterByFormula: cancelledSince(yesterday), pageSize: 100 }).all()
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Airtable read took over ${deadlineMs} ms`)), deadlineMs)
    })
    try {
      return (await Promise.race([read, late])).map((record) => record.id)
    } finally {
      clearTimeout(timer)
    }
  }
}
