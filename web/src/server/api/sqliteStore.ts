import type { DatabaseSync } from 'node:sqlite'
import { openOutboxDb } from '../outbox/outboxDb.ts'
import { DeliveryError } from './deliveryError.ts'
import type { RecordFields, RecordWriter } from './recordWriter.ts'

export type StoredSubmission = { id: number; table: string; createdTime: string; fields: RecordFields }

/**
 * A writer straight into the inquiry database's `submissions` table, without deliveries: the store
 * tests and the fuzz test check fields against. The server itself writes through the outbox
 * (docs/decisions/0010), which keeps the same table, so `pnpm inquiries` reads both.
 */
export const openInquiryDatabase = (path: string): DatabaseSync => openOutboxDb(path)

export function createSqliteWriter(db: DatabaseSync): RecordWriter {
  const insert = db.prepare('INSERT INTO submissions (table_name, created_time, fields) VALUES (?, ?, ?)')
  return {
    name: 'sqlite',
    async create(table, fields) {
      const createdTime = new Date().toISOString()
      try {
        const { lastInsertRowid } = insert.run(table, createdTime, JSON.stringify(fields))
        return { id: `local-${lastInsertRowid}`, createdTime }
      } catch (error) {
        throw new DeliveryError(table, 'local-store', error instanceof Error ? error.message : String(error))
      }
    },
  }
}

export function listSubmissions(db: DatabaseSync, limit = 50): StoredSubmission[] {
  const rows = db
    .prepare('SELECT id, table_name, created_time, fields FROM submissions ORDER BY id DESC LIMIT ?')
    .all(limit) as Array<{ id: number; table_name: string; created_time: string; fields: string }>
  return rows.map((row) => ({
    id: row.id,
    table: row.table_name,
    createdTime: row.created_time,
    fields: JSON.parse(row.fields) as RecordFields,
  }))
}
