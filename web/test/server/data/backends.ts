import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { migrate } from '../../../src/server/data/migrate.ts'
import { numberParsers, pgliteSql, pgSql, pgTypes, type Sql } from '../../../src/server/data/sql.ts'

export type TestDatabase = { sql: Sql; url?: string; close(): Promise<void> }

let made = 0

/** A fresh PGlite's first start takes seconds on a loaded 2-core machine: the hooks that open one wait this long. */
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
  return {
    sql: pgSql(pool),
    url: url.href,
    async close() {
      await pool.end()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

async function freshPglite(): Promise<TestDatabase> {
  const db = await PGlite.create({ parsers: numberParsers })
  return { sql: pgliteSql(db), close: () => db.close() }
}

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

/** A fresh database with the schema: what each storage test starts from. */
export async function migrated(open: () => Promise<TestDatabase>) {
  const db = await open()
  await migrate(db.sql)
  return db
}
