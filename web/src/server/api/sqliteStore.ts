import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { DeliveryError } from './deliveryError.ts'
import type { RecordFields, RecordWriter } from './recordWriter.ts'

export type StoredSubmission = { id: number; table: string; createdTime: string; fields: RecordFields }

/**
 * The offline default (no AIRTABLE_TOKEN): submissions are kept in a local SQLite file with the
 * same table names and fields Airtable would receive, so the forms work end to end on a laptop
 * and `pnpm inquiries` shows what was sent.
 */
export function openInquiryDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    table_name TEXT NOT NULL,
    created_time TEXT NOT NULL,
    fields TEXT NOT NULL
  )`)
  return db
}

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
