import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import { createJobs, type Jobs } from './jobs.ts'
import { pgliteNotifications, pgNotifications, type Notifications } from './notifications.ts'
import { numberParsers, pgliteSql, pgSql, pgTypes, type Sql } from './sql.ts'

export const IN_MEMORY = 'memory://'

export type DatabaseOptions = {
  /** DATABASE_URL: any PostgreSQL 14+. */
  url?: string
  /** Without a URL: PGlite's folder, or `memory://` (tests). */
  dataDir: string
  /**
   * `server` owns the PGlite folder and serves it on a unix socket inside it, so commands can use it while
   * it runs; a `command` connects to that socket when a server is there, else opens the folder itself.
   */
  role: 'server' | 'command'
}

export type Database = { sql: Sql; jobs: Jobs; notifications: Notifications; where: string; close(): Promise<void> }

/** The socket a PGlite server listens on: the name PostgreSQL uses, so `psql -h <dir>` works too. */
export const socketPath = (dataDir: string) => join(dataDir, '.s.PGSQL.5432')

const answers = (path: string) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(path)
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
    socket.once('connect', () => socket.destroy())
  })

function openPool(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, types: pgTypes, max: 10 })
  // An idle connection the server drops (a restart, a failover) must not crash the process.
  pool.on('error', (error) => console.error(`[data] idle connection lost: ${error.message}`))
  const sql = pgSql(pool)
  const notifications = pgNotifications({ connectionString: url }, sql)
  const jobs = createJobs({ kind: 'pg', client: pool })
  const close = async () => {
    await jobs.stop()
    await Promise.all([notifications.close(), pool.end()])
  }
  return { sql, jobs, notifications, where: url.replace(/\/\/[^@/]*@/, '//…@'), close }
}

async function connectToServer(dataDir: string): Promise<Database> {
  const config = { host: dataDir, port: 5432, user: 'postgres', database: 'postgres', types: pgTypes }
  const client = new pg.Client(config)
  await client.connect()
  const sql = pgSql(client)
  const notifications = pgNotifications(config, sql)
  const jobs = createJobs({ kind: 'pg', client })
  const close = async () => {
    await jobs.stop()
    await Promise.all([notifications.close(), client.end()])
  }
  return { sql, jobs, notifications, where: `${dataDir} (through the running server)`, close }
}

/**
 * PGlite runs one query at a time, but its transactions hold only their own lock: a socket client's
 * statement could otherwise land inside the server's open transaction. Each one waits for it instead.
 */
function outsideTransactions(db: PGlite): PGlite {
  const exclusive = <T>(fn: () => Promise<T>) =>
    (db as unknown as { _runExclusiveTransaction: (f: () => Promise<T>) => Promise<T> })._runExclusiveTransaction(() =>
      db.runExclusive(fn),
    )
  return new Proxy(db, {
    get(target, key) {
      if (key === 'runExclusive') return exclusive
      const value = Reflect.get(target, key) as unknown
      // PGlite's methods use private fields: they must run on PGlite itself, not on this proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
}

async function openPglite(dataDir: string, share: boolean): Promise<Database> {
  if (dataDir !== IN_MEMORY) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create({ dataDir, parsers: numberParsers })
  let server: PGLiteSocketServer | undefined
  if (share && dataDir !== IN_MEMORY) {
    server = new PGLiteSocketServer({ db: outsideTransactions(db), path: socketPath(dataDir), maxConnections: 20 })
    await server.start()
  }
  const sql = pgliteSql(db)
  const jobs = createJobs({ kind: 'pglite', db })
  return {
    sql,
    jobs,
    notifications: pgliteNotifications(db, sql),
    where: dataDir,
    async close() {
      await jobs.stop()
      await server?.stop()
      await db.close()
    },
  }
}

/** Opens the one database of this process (decision 0025); `migrate` is left to the caller. */
export async function openDatabase({ url, dataDir, role }: DatabaseOptions): Promise<Database> {
  if (url) return openPool(url)
  const socket = socketPath(dataDir)
  if (existsSync(socket)) {
    if (await answers(socket)) {
      if (role === 'command') return connectToServer(dataDir)
      throw new Error(`[data] another server already runs on ${dataDir}; PGlite allows one process per folder`)
    }
    rmSync(socket, { force: true }) // left by a server that was killed
  }
  return openPglite(dataDir, role === 'server')
}
