import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export type OutboxDbOptions = {
  /** How long a write waits on another connection's lock before it gives up (SQLITE_BUSY). */
  busyTimeoutMs?: number
}

const hasColumn = (db: DatabaseSync, table: string, column: string) =>
  (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).some((row) => row.name === column)

/**
 * The inquiry database (INQUIRY_DB): the outbox of docs/decisions/0010. `submissions` keeps each accepted
 * submission with the fields Airtable receives (the table the offline store always had, plus its
 * submission id and the details the emails need); `deliveries` tracks each target of each submission.
 * WAL with synchronous=FULL: a committed accept survives a crash or a power cut.
 */
export function openOutboxDb(path: string, { busyTimeoutMs = 2_000 }: OutboxDbOptions = {}): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path, { timeout: busyTimeoutMs })
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA synchronous = FULL')
  db.exec(`CREATE TABLE IF NOT EXISTS submissions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    table_name TEXT NOT NULL,
    created_time TEXT NOT NULL,
    fields TEXT NOT NULL
  )`)
  // A database from before the outbox: its rows keep a NULL id and no deliveries.
  if (!hasColumn(db, 'submissions', 'submission_id')) db.exec('ALTER TABLE submissions ADD COLUMN submission_id TEXT')
  if (!hasColumn(db, 'submissions', 'details')) db.exec('ALTER TABLE submissions ADD COLUMN details TEXT')
  db.exec('CREATE UNIQUE INDEX IF NOT EXISTS submissions_by_submission_id ON submissions (submission_id)')
  db.exec(`CREATE TABLE IF NOT EXISTS deliveries (
    submission INTEGER NOT NULL REFERENCES submissions (id),
    target TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    next_attempt_at INTEGER,
    give_up_at INTEGER NOT NULL,
    lease_owner TEXT,
    lease_until INTEGER,
    delivered_at TEXT,
    result TEXT,
    PRIMARY KEY (submission, target)
  )`)
  db.exec('CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (state, target, next_attempt_at)')
  return db
}
