import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Sql } from './sql.ts'

const OLD_ORDERS = "SELECT id, submission_id FROM submissions WHERE table_name = 'Store Orders'"

/**
 * Records each store order of an imported SQLite file beside the id it had there (`order_import_ids`,
 * decision 0017), so download links made before the import still find it. With the import's `offset`
 * the new id is the old one moved by it; without (a file imported before the table existed), the order
 * is found by its session id, which the import kept. Returns how many it recorded.
 */
export async function recordOrderIds(
  tx: Sql,
  sqlite: DatabaseSync,
  source: string,
  importedAt: number,
  offset?: number,
): Promise<number> {
  let n = 0
  for (const row of sqlite.prepare(OLD_ORDERS).all() as Array<{ id: number | bigint; submission_id: string | null }>) {
    const old = Number(row.id)
    const { rowCount } = await tx.query(
      `INSERT INTO order_import_ids (submission, old_id, source, imported_at)
       SELECT id, $1, $2, $3 FROM submissions
       WHERE table_name = 'Store Orders' AND ${offset === undefined ? 'submission_id = $4' : 'id = $4'}
       ON CONFLICT (submission) DO NOTHING`,
      [old, source, importedAt, offset === undefined ? row.submission_id : old + offset],
    )
    n += rowCount ?? 0
  }
  return n
}

/**
 * A file imported before `order_import_ids` existed (its `data_imports` summary has no `orderIds`): its
 * orders' old ids from the renamed `.imported` file, once. Returns how many, or undefined when nothing to do.
 */
export async function backfillOrderIds(sql: Sql, path: string, lock: number): Promise<number | undefined> {
  if (!existsSync(`${path}.imported`)) return undefined
  const source = resolve(path)
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lock])
    const { rows } = await tx.query<{ summary: string; at: number }>(
      `SELECT summary, (extract(epoch FROM imported_at) * 1000)::bigint AS at FROM data_imports WHERE source = $1`,
      [source],
    )
    const done = rows[0]
    if (!done) return undefined
    const summary = JSON.parse(done.summary) as Record<string, number>
    if (summary.orderIds !== undefined) return undefined
    const sqlite = new DatabaseSync(`${path}.imported`, { readOnly: true })
    try {
      summary.orderIds = await recordOrderIds(tx, sqlite, source, Number(done.at))
    } finally {
      sqlite.close()
    }
    await tx.query('UPDATE data_imports SET summary = $1 WHERE source = $2', [JSON.stringify(summary), source])
    return summary.orderIds
  })
}
