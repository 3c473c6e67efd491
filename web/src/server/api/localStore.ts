import type { Sql } from '../data/sql.ts'
import type { StoredSubmission } from '../data/submissionRows.ts'
import { createSubmissions } from '../data/submissions.ts'
import { DeliveryError } from './deliveryError.ts'
import type { RecordFields, RecordWriter } from './recordWriter.ts'

/**
 * A writer straight into the database's `submissions` table, without deliveries: what the fuzz test
 * checks the fields against. The server itself writes through the outbox (docs/decisions/0010), which
 * keeps the same table, so `pnpm inquiries` reads both.
 */
export function createLocalWriter(sql: Sql): RecordWriter {
  const rows = createSubmissions(sql)
  return {
    // Its rows are the outbox's submissions table, without deliveries.
    name: 'outbox',
    async create(table, fields) {
      const now = Date.now()
      try {
        const { id } = await rows.accept({ table, fields }, [], now, 0)
        return { id: `local-${id}`, createdTime: new Date(now).toISOString() }
      } catch (error) {
        throw new DeliveryError(table, 'local-store', error instanceof Error ? error.message : String(error))
      }
    },
  }
}

export const listSubmissions = (sql: Sql, limit = 50): Promise<Array<StoredSubmission<string, RecordFields>>> =>
  createSubmissions<string, string, RecordFields>(sql).list(limit)
