import { existsSync, renameSync } from 'node:fs'
import { resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { backfillOrderIds, recordOrderIds } from './importOrderIds.ts'
import type { Sql } from './sql.ts'

/** Another fixed number than the migrations': two instances starting together import once. */
const IMPORT_LOCK = 3_202_612

type Table = { name: string; columns: string[]; convert?: (row: Record<string, unknown>) => Record<string, unknown> }

/** What earlier versions kept in SQLite, in the order the foreign keys need; `id`s are shifted by `offset`. */
const TABLES: Table[] = [
  { name: 'submissions', columns: ['id', 'submission_id', 'table_name', 'created_time', 'fields', 'details'] },
  {
    name: 'deliveries',
    columns: [
      'submission',
      'target',
      'state',
      'attempts',
      'last_error',
      'next_attempt_at',
      'give_up_at',
      'delivered_at',
      'result',
    ],
  },
  {
    name: 'store_order_state',
    columns: ['submission', 'downloads_used', 'ends_at', 'refunded_cents', 'refunded', 'refunded_at'],
    convert: (row) => ({ ...row, refunded: row.refunded === 1 }),
  },
  { name: 'store_downloads', columns: ['link', 'submission', 'count', 'last_at'] },
  { name: 'inquiry_status', columns: ['submission', 'status', 'updated_at'] },
]

const plain = (value: unknown) => (typeof value === 'bigint' ? Number(value) : value)

/**
 * Item 5 of #32: the SQLite file of earlier versions (INQUIRY_DB), copied once into the database in one
 * transaction: submissions, deliveries (pending ones stay pending, any lease dropped), orders' allowances
 * and refunds, old per-link download counts, and offline statuses, with each order's id in the file
 * beside it (`order_import_ids`: download links made before the import name that id). A row in
 * `data_imports` and the file's rename to `.imported` keep it from running twice. Returns the counts it
 * logged, or undefined.
 */
export async function importSqliteOnce(
  sql: Sql,
  path: string,
  log: (message: string) => void = (message) => console.log(message),
  now = Date.now(),
): Promise<Record<string, number> | undefined> {
  if (!existsSync(path)) {
    const orderIds = await backfillOrderIds(sql, path, IMPORT_LOCK)
    if (orderIds !== undefined) log(`[data] recorded the old ids of ${orderIds} orders imported from ${resolve(path)}`)
    return undefined
  }
  const source = resolve(path)
  const sqlite = new DatabaseSync(path, { readOnly: true })
  let counts: Record<string, number> | undefined
  try {
    const present = new Set(
      (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>).map(
        (row) => row.name,
      ),
    )
    counts = await sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK])
      const done = await tx.query('SELECT 1 FROM data_imports WHERE source = $1', [source])
      if (done.rowCount) return undefined
      // Into a database that already has submissions (another instance's), the old ids move past them.
      const { rows } = await tx.query<{ max: number }>('SELECT coalesce(max(id), 0) AS max FROM submissions')
      const offset = rows[0]!.max
      const moved: Record<string, number> = {}
      for (const { name, columns, convert = (row: Record<string, unknown>) => row } of TABLES) {
        if (!present.has(name)) continue
        const have = new Set(
          (sqlite.prepare(`PRAGMA table_info(${name})`).all() as Array<{ name: string }>).map((c) => c.name),
        )
        const taken = columns.filter((column) => have.has(column))
        const insert = `INSERT INTO ${name} (${taken.join(', ')}) VALUES (${taken.map((_, i) => `$${i + 1}`).join(', ')})`
        let n = 0
        for (const raw of sqlite.prepare(`SELECT ${taken.join(', ')} FROM ${name}`).all()) {
          const row = convert(raw as Record<string, unknown>)
          await tx.query(
            insert,
            taken.map((column) =>
              column === 'id' || column === 'submission' ? Number(row[column]) + offset : plain(row[column]),
            ),
          )
          n++
        }
        moved[name] = n
      }
      // A download link made before this import names its order by its id in the file (decision 0017).
      if (present.has('submissions')) moved.orderIds = await recordOrderIds(tx, sqlite, source, now, offset)
      await tx.query(
        "SELECT setval(pg_get_serial_sequence('submissions', 'id'), greatest((SELECT max(id) FROM submissions), 1))",
      )
      moved.pending = Number(
        present.has('deliveries')
          ? (sqlite.prepare("SELECT count(*) AS n FROM deliveries WHERE state = 'pending'").get() as { n: number }).n
          : 0,
      )
      await tx.query('INSERT INTO data_imports (source, summary) VALUES ($1, $2)', [source, JSON.stringify(moved)])
      return moved
    })
  } finally {
    sqlite.close()
  }
  // Renamed whether imported now or by an instance that got there first: the file is done with either way.
  for (const suffix of ['', '-wal', '-shm'])
    if (existsSync(path + suffix)) renameSync(path + suffix, `${path}.imported${suffix}`)
  if (counts) {
    const n = (name: string) => counts![name] ?? 0
    log(
      `[data] imported from ${source}: ${n('submissions')} submissions, ${n('deliveries')} deliveries (${n('pending')} pending), ` +
        `${n('store_order_state')} order allowances, ${n('store_downloads')} old download counts, ${n('inquiry_status')} statuses; ` +
        `the file is now ${path}.imported`,
    )
  }
  return counts
}
