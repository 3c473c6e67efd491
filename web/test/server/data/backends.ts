import pg from 'pg'
import { createJobs, type Jobs } from '../../../src/server/data/jobs.ts'
import { migrate } from '../../../src/server/data/migrate.ts'
import { pgSql, pgTypes, type Sql } from '../../../src/server/data/sql.ts'
import { openPgliteCopy } from '../../support/tempDatabase.ts'

export type TestDatabase = { sql: Sql; jobs: Jobs; url?: string; close(): Promise<void> }

let made = 0

/** A PGlite's start takes a second or more on a loaded 2-core machine: the hooks that open one wait this long. */
export const DATABASE_START_MS = 60_000

/** A pool on a test database; the drop at the end ends its connections, which is no error here. */
export function testPool(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, types: pgTypes, max })
  pool.on('error', () => {})
  return pool
}

/** A fresh, empty PostgreSQL database on the TEST_DATABASE_URL server, dropped by `close()`. */
async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `amaranth_test_${process.pid}_${Date.now()}_${++made}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const pool = testPool(url.href)
  const jobs = createJobs({ kind: 'pg', client: pool }, () => {})
  return {
    sql: pgSql(pool),
    jobs,
    url: url.href,
    async close() {
      await jobs.stop()
      await pool.end()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

/** A PGlite as fresh as a new one (just past initdb, no migration), copied from a template in a second. */
const freshPglite = (): Promise<TestDatabase> => openPgliteCopy({ empty: true })

/**
 * The backends the storage tests run on: an in-memory PGlite always, and a real PostgreSQL server when
 * TEST_DATABASE_URL is set (.ci/run sets it), so both prove the same statements.
 */
export const BACKENDS: Array<[string, () => Promise<TestDatabase>]> = [
  ['PGlite', freshPglite],
  ...(process.env.TEST_DATABASE_URL
    ? [['PostgreSQL', () => freshPostgres(process.env.TEST_DATABASE_URL!)] as [string, () => Promise<TestDatabase>]]
    : []),
]

let filePglite: Promise<{ sql: Sql; jobs: Jobs; tables: string[] } | undefined> | undefined

/** The file's one PGlite, copied from the migrated template; undefined when a migration seeds rows. */
async function openFilePglite() {
  const db = await openPgliteCopy()
  const { rows } = await db.sql.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
  )
  const tables = rows.map((row) => `"${row.name}"`)
  for (const table of tables) {
    const { rows: count } = await db.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
    if (count[0]!.n > 0) return undefined
  }
  return { sql: db.sql, jobs: db.jobs, tables }
}

/**
 * A fresh database with the schema: what each storage test starts from. On PGlite, the file's one
 * database with every table emptied and its ids restarted (a PGlite takes a second or more to open; the
 * migrator's own tests start from `open()`); a fresh copy of the template if a migration seeds rows.
 */
export async function migrated(open: () => Promise<TestDatabase>): Promise<TestDatabase> {
  if (open === freshPglite) {
    const shared = await (filePglite ??= openFilePglite())
    if (!shared) return openPgliteCopy()
    if (shared.tables.length) await shared.sql.exec(`TRUNCATE ${shared.tables.join(', ')} RESTART IDENTITY CASCADE`)
    await shared.sql.exec('DELETE FROM pgboss.job')
    // Closed with the file (test/support/tempDatabase.ts); the test's workers stop with it.
    return { sql: shared.sql, jobs: shared.jobs, close: async () => {} }
  }
  const db = await open()
  await migrate(db.sql)
  return db
}
