import type { PGlite, Transaction } from '@electric-sql/pglite'
import pg from 'pg'

export type Rows<T> = { rows: T[]; rowCount: number }

/**
 * What every statement in data/ runs on: a `pg` pool (DATABASE_URL), a client inside a transaction, or an
 * embedded PGlite. Plain parameterised SQL ($1, $2…), the same text on both (decision 0025).
 */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Rows<T>>
  /** Several statements without parameters (the migrations). */
  exec(text: string): Promise<void>
  /** One transaction: committed when `fn` resolves, rolled back when it throws. Nested calls join the outer one. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>
}

const INT8 = 20
const NUMERIC = 1700
/** Ids, counts and millisecond times are int8: as numbers they stay exact up to 2^53, far past any we store. */
export const numberParsers = { [INT8]: Number, [NUMERIC]: Number }

export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid in numberParsers ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

const rowsOf = <T>(result: { rows: T[]; rowCount?: number | null; affectedRows?: number }): Rows<T> => ({
  rows: result.rows,
  rowCount: result.rowCount ?? result.affectedRows ?? 0,
})

function clientSql(client: pg.PoolClient | pg.Client): Sql {
  const sql: Sql = {
    query: async <T>(text: string, params?: readonly unknown[]) =>
      rowsOf(await client.query(text, params as unknown[])) as Rows<T>,
    exec: async (text) => void (await client.query(text)),
    transaction: (fn) => fn(sql),
  }
  return sql
}

/** A `pg` pool (or one client, for a command): each transaction takes a connection of its own. */
export function pgSql(pool: pg.Pool | pg.Client): Sql {
  const inTransaction = async <T>(client: pg.PoolClient | pg.Client, fn: (tx: Sql) => Promise<T>) => {
    await client.query('BEGIN')
    try {
      const result = await fn(clientSql(client))
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
  }
  return {
    query: async <T>(text: string, params?: readonly unknown[]) =>
      rowsOf(await pool.query(text, params as unknown[])) as Rows<T>,
    exec: async (text) => void (await pool.query(text)),
    async transaction(fn) {
      if (!(pool instanceof pg.Pool)) return inTransaction(pool, fn)
      const client = await pool.connect()
      try {
        return await inTransaction(client, fn)
      } finally {
        client.release()
      }
    },
  }
}

function transactionSql(tx: Transaction): Sql {
  const sql: Sql = {
    query: async <T>(text: string, params?: readonly unknown[]) =>
      rowsOf<T>(await tx.query<T>(text, params as unknown[])),
    exec: async (text) => void (await tx.exec(text)),
    transaction: (fn) => fn(sql),
  }
  return sql
}

/** The embedded PGlite: one connection, so its transactions run one after another. */
export function pgliteSql(db: PGlite): Sql {
  return {
    query: async <T>(text: string, params?: readonly unknown[]) =>
      rowsOf<T>(await db.query<T>(text, params as unknown[])),
    exec: async (text) => void (await db.exec(text)),
    transaction: (fn) => db.transaction((tx) => fn(transactionSql(tx))),
  }
}

/** A handle usable at once whose statements wait for the database to be opened and migrated. */
export function deferredSql(ready: Promise<Sql>): Sql {
  return {
    query: async (text, params) => (await ready).query(text, params),
    exec: async (text) => (await ready).exec(text),
    transaction: async (fn) => (await ready).transaction(fn),
  }
}
