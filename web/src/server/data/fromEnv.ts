import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importSqliteOnce } from './importSqlite.ts'
import { deferredJobs, type Jobs } from './jobs.ts'
import { migrate } from './migrate.ts'
import { IN_MEMORY, openDatabase, type Database, type DatabaseOptions } from './openDatabase.ts'
import { deferredSql, type Sql } from './sql.ts'

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../../..')

/** The server's environment as far as the database goes (server/env.ts reads and checks it). */
export type DataEnv = { DATABASE_URL?: string; DATA_DIR?: string; INQUIRY_DB?: string }

/** The SQLite file of earlier versions: INQUIRY_DB, or web/.data/inquiries.db. */
export const legacySqlitePath = (env: DataEnv) => env.INQUIRY_DB || join(webDir, '.data/inquiries.db')

/**
 * PGlite's folder: DATA_DIR, else web/.data/pglite; with an INQUIRY_DB of its own (a test's, a second
 * checkout's), a folder named after that file, so each keeps its own; `:memory:` stays in memory.
 */
export const dataDirOf = (env: DataEnv) =>
  env.DATA_DIR ||
  (env.INQUIRY_DB === ':memory:'
    ? IN_MEMORY
    : env.INQUIRY_DB
      ? `${env.INQUIRY_DB.replace(/\.db$/, '')}.pglite`
      : join(webDir, '.data/pglite'))

/** Where the data lives, for messages: the URL without its password, or the folder. */
export const describeDatabase = (env: DataEnv) =>
  env.DATABASE_URL ? env.DATABASE_URL.replace(/\/\/[^@/]*@/, '//…@') : dataDirOf(env)

export type SharedDatabase = {
  /** Usable at once: statements wait until the database is open, migrated and the old file imported. */
  sql: Sql
  /** The job queue on the same database (data/jobs.ts), usable at once like `sql`. */
  jobs: Jobs
  ready: Promise<Database>
}

const open = new Map<string, SharedDatabase>()

/**
 * The process's one database for this environment: the outbox, the store and availability all get the
 * same handle (PGlite allows one opener per folder). Opening migrates it and imports the old SQLite file.
 */
export function databaseFromEnv(env: DataEnv, role: DatabaseOptions['role'] = 'server'): SharedDatabase {
  const options = { url: env.DATABASE_URL, dataDir: dataDirOf(env), role }
  const key = options.url ?? options.dataDir
  const existing = open.get(key)
  if (existing) return existing
  const ready = (async () => {
    const db = await openDatabase(options)
    try {
      await migrate(db.sql)
      if (env.INQUIRY_DB !== ':memory:') await importSqliteOnce(db.sql, legacySqlitePath(env))
      return db
    } catch (error) {
      await db.close().catch(() => {})
      throw error
    }
  })()
  // A failed open is retried by the next caller rather than remembered.
  ready.catch(() => open.delete(key))
  const shared = {
    sql: deferredSql(ready.then((db) => db.sql)),
    jobs: deferredJobs(ready.then((db) => db.jobs)),
    ready,
  }
  open.set(key, shared)
  return shared
}

/** Closes the database of one environment (a test's, before its folder is removed). */
export async function closeDatabase(env: DataEnv) {
  const key = env.DATABASE_URL ?? dataDirOf(env)
  const shared = open.get(key)
  open.delete(key)
  await shared?.ready.then((db) => db.close()).catch(() => {})
}

/** Closes every database this process opened (shutdown, the end of a test). */
export async function closeDatabases() {
  const all = [...open.values()]
  open.clear()
  await Promise.all(all.map((shared) => shared.ready.then((db) => db.close()).catch(() => {})))
}
