import { createStatusRows } from '../data/statuses.ts'
import type { Sql } from '../data/sql.ts'
import { createSubmissions } from '../data/submissions.ts'
import { TABLES } from '../api/recordWriter.ts'
import { quoteByRecord } from '../data/bookings.ts'
import { recordFromFields, type QuoteRecords } from './quoteRecord.ts'

/**
 * Without Airtable the stored submission is the record (its id is the record id) and its status is the
 * one `pnpm inquiries` sets; `Quote Valid Until` is the quote's own day.
 */
export function localQuoteRecords(sql: Sql): QuoteRecords {
  const submissions = createSubmissions(sql)
  const statuses = createStatusRows(sql)
  return {
    async read(recordId) {
      if (!/^\d{1,12}$/.test(recordId)) return undefined
      const submission = await submissions.submission(Number(recordId))
      if (submission?.table !== TABLES.equipmentHireRequests) return undefined
      const [status, quote] = await Promise.all([
        statuses.all().then((all) => all.get(submission.id) ?? null),
        quoteByRecord(sql, recordId),
      ])
      // A reservation's request carries its Status (Reserved) in its fields until Airtable or a status row has it.
      const own = submission.fields.Status
      const record = recordFromFields(recordId, submission.fields, status ?? (typeof own === 'string' ? own : null))
      return quote && !record.validUntil ? { ...record, validUntil: quote.validUntil } : record
    },
  }
}
