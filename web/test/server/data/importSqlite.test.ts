import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importSqliteOnce } from '../../../src/server/data/importSqlite.ts'
import { createOrderRows } from '../../../src/server/data/orders.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { BACKENDS, DATABASE_START_MS, migrated, type TestDatabase } from './backends.ts'

/** The file an earlier version wrote (its outbox, the store's tables and the offline statuses), as it wrote them. */
function oldSqliteFile(path: string) {
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec(`CREATE TABLE submissions (id INTEGER PRIMARY KEY AUTOINCREMENT, table_name TEXT NOT NULL,
    created_time TEXT NOT NULL, fields TEXT NOT NULL, submission_id TEXT, details TEXT)`)
  db.exec(`CREATE TABLE deliveries (submission INTEGER NOT NULL, target TEXT NOT NULL, state TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at INTEGER, give_up_at INTEGER NOT NULL,
    lease_owner TEXT, lease_until INTEGER, delivered_at TEXT, result TEXT, PRIMARY KEY (submission, target))`)
  db.exec(`CREATE TABLE store_order_state (submission INTEGER PRIMARY KEY, downloads_used INTEGER NOT NULL,
    ends_at INTEGER NOT NULL, refunded_cents INTEGER NOT NULL DEFAULT 0, refunded INTEGER NOT NULL DEFAULT 0, refunded_at TEXT)`)
  db.exec(
    'CREATE TABLE store_downloads (link TEXT PRIMARY KEY, submission INTEGER NOT NULL, count INTEGER NOT NULL, last_at TEXT NOT NULL)',
  )
  db.exec(
    'CREATE TABLE inquiry_status (submission INTEGER PRIMARY KEY, status TEXT NOT NULL, updated_at TEXT NOT NULL)',
  )
  const submit = db.prepare(
    'INSERT INTO submissions (id, table_name, created_time, fields, submission_id, details) VALUES (?, ?, ?, ?, ?, ?)',
  )
  submit.run(3, 'Contact Messages', '2026-11-01T00:00:00.000Z', '{"Email":"old@example.com"}', null, null)
  submit.run(
    7,
    'Equipment Hire Requests',
    '2026-11-02T00:00:00.000Z',
    '{"Date of event":"2027-03-20","Items":"Chair x 2"}',
    'b-7',
    '{}',
  )
  submit.run(
    9,
    'Store Orders',
    '2026-11-03T00:00:00.000Z',
    '{"Session":"cs_old","Email":"buyer@example.com"}',
    'cs_old',
    '{}',
  )
  const deliver = db.prepare(`INSERT INTO deliveries (submission, target, state, attempts, last_error, next_attempt_at,
    give_up_at, lease_owner, lease_until, delivered_at, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  deliver.run(7, 'airtable', 'delivered', 1, null, null, 9e12, null, null, '2026-11-02T00:00:01.000Z', 'rec7')
  // Waiting for a retry, and leased by a process that died with the old version.
  deliver.run(
    7,
    'notify-email',
    'pending',
    2,
    'HTTP 451',
    1_800_000_000_000,
    9e12,
    'old:1:ab',
    1_800_000_000_000,
    null,
    null,
  )
  deliver.run(9, 'store-email', 'pending', 0, null, 1_800_000_000_000, 9e12, null, null, null, null)
  db.prepare('INSERT INTO store_order_state VALUES (?, ?, ?, ?, ?, ?)').run(
    9,
    2,
    1_800_000_000_000,
    500,
    1,
    '2026-11-04',
  )
  db.prepare('INSERT INTO store_downloads VALUES (?, ?, ?, ?)').run('link-a', 9, 2, '2026-11-03')
  db.prepare('INSERT INTO inquiry_status VALUES (?, ?, ?)').run(7, 'Confirmed', '2026-11-05')
  db.close()
}

describe.each(BACKENDS)('importing the SQLite file of earlier versions into %s', (_name, open) => {
  let db: TestDatabase
  let dir: string
  beforeEach(async () => {
    db = await migrated(open)
    dir = mkdtempSync(join(tmpdir(), 'amaranth-import-'))
  }, DATABASE_START_MS)
  afterEach(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('copies submissions, deliveries, orders and statuses once, logs what moved, and renames the file', async () => {
    const path = join(dir, 'inquiries.db')
    oldSqliteFile(path)
    const logged: string[] = []
    const moved = await importSqliteOnce(db.sql, path, (line) => logged.push(line))
    expect(moved).toMatchObject({ submissions: 3, deliveries: 3, pending: 2, store_order_state: 1, inquiry_status: 1 })
    expect(logged).toEqual([
      expect.stringMatching(/^\[data\] imported from .*inquiries\.db: 3 submissions, 3 deliveries \(2 pending\)/),
    ])
    expect(existsSync(path)).toBe(false)
    expect(existsSync(`${path}.imported`)).toBe(true)

    const rows = createSubmissions(db.sql)
    expect((await rows.list(10)).map((row) => [row.id, row.table, row.submissionId])).toEqual([
      [9, 'Store Orders', 'cs_old'],
      [7, 'Equipment Hire Requests', 'b-7'],
      [3, 'Contact Messages', null],
    ])
    // Pending stays pending, due as it was, with no lease: the new server's dispatcher takes it.
    expect(await rows.delivery(7, 'notify-email')).toMatchObject({
      state: 'pending',
      attempts: 2,
      lastError: 'HTTP 451',
      leaseOwner: null,
    })
    expect(await rows.delivery(7, 'airtable')).toMatchObject({ state: 'delivered', result: 'rec7' })
    // The server's start gives each of them a pg-boss job (decision 0029), once.
    const withJobs = createSubmissions(db.sql, db.jobs)
    expect(await withJobs.resume(['airtable', 'notify-email', 'store-email'])).toBe(2)
    expect((await withJobs.delivery(7, 'notify-email'))?.jobId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await withJobs.delivery(9, 'store-email'))?.jobId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await withJobs.resume(['airtable', 'notify-email', 'store-email'])).toBe(0)
    expect(await createOrderRows(db.sql, { downloadsPerOrder: 5, allowanceMs: 1 }).allowance(9, '2026-11-03')).toEqual({
      downloadsUsed: 2,
      endsAt: 1_800_000_000_000,
      refundedCents: 500,
      refunded: true,
    })
    expect(await createStatusRows(db.sql).all()).toEqual(new Map([[7, 'Confirmed']]))
    // New submissions number on from the imported ones.
    expect((await rows.accept({ table: 'Contact Messages', fields: {} }, [], Date.now(), 1)).id).toBe(10)

    // Never twice: not from the renamed file, nor from the file put back.
    expect(await importSqliteOnce(db.sql, path)).toBeUndefined()
    copyFileSync(`${path}.imported`, path)
    expect(await importSqliteOnce(db.sql, path, (line) => logged.push(line))).toBeUndefined()
    expect(logged).toHaveLength(1)
    expect((await rows.counts()).pending).toBe(2)
  })

  it('records each order’s id in the file beside its new one, also for a file imported before that was kept', async () => {
    const path = join(dir, 'inquiries.db')
    oldSqliteFile(path)
    // Another instance's submissions already hold ids 1 to 12: the file's move past them.
    const rows = createSubmissions(db.sql)
    for (let i = 0; i < 12; i++) await rows.accept({ table: 'Contact Messages', fields: {} }, [], Date.now(), 1)
    expect(await importSqliteOnce(db.sql, path, () => {}, 1_800_000_000_000)).toMatchObject({ orderIds: 1 })
    const recorded = () =>
      db.sql.query('SELECT submission, old_id, imported_at FROM order_import_ids').then((answer) => answer.rows)
    expect(await recorded()).toEqual([{ submission: 21, old_id: 9, imported_at: 1_800_000_000_000 }])
    expect((await rows.submission(21))?.submissionId).toBe('cs_old')

    // As an import made before order_import_ids existed left it: the next start finds the ids in the renamed file.
    await db.sql.query('DELETE FROM order_import_ids')
    await db.sql.query(`UPDATE data_imports SET summary = (summary::jsonb - 'orderIds')::text`)
    const logged: string[] = []
    expect(await importSqliteOnce(db.sql, path, (line) => logged.push(line))).toBeUndefined()
    expect(logged).toEqual([expect.stringMatching(/^\[data\] recorded the old ids of 1 orders imported from /)])
    expect(await recorded()).toEqual([{ submission: 21, old_id: 9, imported_at: expect.any(Number) }])
    expect(await importSqliteOnce(db.sql, path, (line) => logged.push(line))).toBeUndefined()
    expect(logged).toHaveLength(1)
  })
})
