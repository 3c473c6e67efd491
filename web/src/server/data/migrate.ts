import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Sql } from './sql.ts'

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Any fixed number: instances starting together on one database wait here for each other. */
const MIGRATION_LOCK = 3_202_611

/**
 * Runs the numbered `.sql` files of `dir` not yet in `schema_migrations`, in name order, all in one
 * transaction under an advisory lock: a second instance starting at the same moment waits, then finds
 * them applied. Returns the names it ran.
 */
export async function migrate(sql: Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d+[-_].*\.sql$/.test(name))
    .sort()
  return sql.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name TEXT PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`)
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations')
    const applied = new Set(rows.map((row) => row.name))
    const ran: string[] = []
    for (const name of files) {
      if (applied.has(name)) continue
      await tx.exec(readFileSync(join(dir, name), 'utf8'))
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name])
      ran.push(name)
    }
    return ran
  })
}
