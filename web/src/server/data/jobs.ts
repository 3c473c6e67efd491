import type { PGlite } from '@electric-sql/pglite'
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss'
import type pg from 'pg'
import type { Sql } from './sql.ts'

/**
 * The job queue (decision 0029): pg-boss, in its own schema (`pgboss`, created and migrated by pg-boss at
 * the server's start) of the same database, so a row and the job that acts on it commit together. One
 * queue per outbox target; a job's data names the submission, and the delivery row says what to do.
 */

/** What a job carries: the submission whose delivery to the queue's target it attempts. */
export type DeliveryJob = { submission: number }

/** A job fetched to work: settle it with `complete`, or `fail` to have pg-boss run it again a little later. */
export type FetchedJob = { id: string; data: DeliveryJob }

export type Jobs = {
  /**
   * Sends a job in the caller's transaction, due `delayMs` from now by the database's clock (a test's
   * faked clock does not move it); resolves with its id.
   */
  send(tx: Sql, queue: string, data: DeliveryJob, delayMs: number): Promise<string>
  /** Creates or upgrades pg-boss's schema now (the first fetch does it too): a test template, ahead. */
  install(): Promise<void>
  /** Makes `queues` ready to send to; call outside a transaction (pg-boss reads its queue settings then). */
  prepare(queues: readonly string[]): Promise<void>
  /** Takes up to `count` due jobs of `queue` (SKIP LOCKED: no other process gets them) and marks them active. */
  fetch(queue: string, count: number): Promise<FetchedJob[]>
  complete(queue: string, id: string): Promise<void>
  /** pg-boss runs the job again after its retry delay (another process holds the delivery, the database was away). */
  fail(queue: string, id: string, error: string): Promise<void>
  /** The jobs in hand are still being worked: their heartbeat. */
  touch(queue: string, ids: readonly string[]): Promise<void>
  /** When the next job of `queues` not yet in hand falls due (ms since the epoch), if any. */
  nextDue(queues: readonly string[]): Promise<number | undefined>
  /** Which of `ids` are still waiting, being retried or running. */
  outstanding(ids: readonly string[]): Promise<Set<string>>
  stop(): Promise<void>
}

/**
 * A job fetched by a process that is then killed (before or during its attempt) is failed by pg-boss's
 * monitor once its heartbeat stops (`touch`, every few seconds while it is held) and run again; the
 * expiry after the longest lease (120 s attempt + 60 s) is the backstop.
 */
export const HEARTBEAT_SECONDS = 10
const QUEUE = {
  expireInSeconds: 185,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  // Retries here are not the delivery's (those are new jobs, retryPolicy.ts): a job fails only when
  // another process holds its delivery or the outcome could not be recorded, and is simply run again.
  retryLimit: 100_000,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 60,
}

type Backend = { kind: 'pglite'; db: PGlite } | { kind: 'pg'; client: pg.Pool | pg.Client }

/** Inside a transaction of ours: pg-boss's statements there have parameters, one statement each. */
const adapter = (sql: Sql) => ({
  executeSql: async (text: string, values?: unknown[]) => sql.query(text, values),
})

/** Our `pg` pool, or a command's one connection: pg-boss's own multi-statement scripts included. */
const pgAdapter = (client: pg.Pool | pg.Client) => ({
  async executeSql(text: string, values?: unknown[]) {
    const result = (await client.query(text, values)) as pg.QueryResult | pg.QueryResult[]
    return Array.isArray(result) ? { rows: result.flatMap((one) => one.rows ?? []) } : result
  },
})

/** pg-boss on this process's database: the `pg` pool of DATABASE_URL, the embedded PGlite, or a command's connection. */
export function createJobs(backend: Backend, log: (message: string) => void = console.error): Jobs {
  // pg-boss shares the process's connections (no pool of its own): workers fetch from our own loop, so
  // pg-boss's LISTEN connection is not needed.
  const options: ConstructorOptions =
    backend.kind === 'pglite' ? { db: fromPglite(backend.db), backend: 'pglite' } : { db: pgAdapter(backend.client) }
  // The monitor fails jobs whose heartbeat stopped: every 10 s, so a killed process's jobs wait at most ~20 s.
  const boss = new PgBoss({ ...options, superviseIntervalSeconds: 30, monitorIntervalSeconds: 10 })
  boss.on('error', (error: Error) => log(`[jobs] ${error.message}`))
  let started: Promise<unknown> | undefined
  const prepared = new Map<string, Promise<void>>()
  const settled = new Set<string>()

  const start = () =>
    (started ??= boss.start().catch((error: unknown) => {
      started = undefined
      throw error
    }))

  const prepareOne = (queue: string) => {
    let ready = prepared.get(queue)
    if (!ready) {
      ready = (async () => {
        // Outside any transaction: on PGlite (one connection) a read of pg-boss's own inside one would wait forever.
        if (!(await boss.getQueue(queue).catch(() => null))) {
          // A database no server has started on yet: install pg-boss's schema (a command stops it again).
          if (!(await boss.isInstalled())) await start()
          await boss.createQueue(queue, QUEUE)
        }
        await boss.getJobById(queue, '00000000-0000-0000-0000-000000000000') // fills pg-boss's queue cache
        settled.add(queue)
      })()
      ready.catch(() => prepared.delete(queue))
      prepared.set(queue, ready)
    }
    return ready
  }

  return {
    install: async () => void (await start()),
    async prepare(queues) {
      await Promise.all(queues.map(prepareOne))
    },
    async send(tx, queue, data, delayMs) {
      // Preparing reads outside `tx`, which on PGlite would wait for `tx` to end: callers prepare first.
      if (!settled.has(queue)) throw new Error(`[jobs] ${queue}: its queue was not prepared before this transaction`)
      // A positive number is seconds from now (fractions kept); nothing is now.
      const startAfter = delayMs > 0 ? delayMs / 1000 : undefined
      const id = await boss.send(queue, data, { startAfter, db: adapter(tx) })
      if (!id) throw new Error(`[jobs] ${queue}: the job for #${data.submission} was not created`)
      return id
    },
    async fetch(queue, count) {
      await start()
      const fetched = (await boss.fetch<DeliveryJob>(queue, { batchSize: count })) ?? []
      return fetched.map((job) => ({ id: job.id, data: job.data }))
    },
    async complete(queue, id) {
      await boss.complete(queue, id)
    },
    async fail(queue, id, error) {
      await boss.fail(queue, id, { message: error })
    },
    async touch(queue, ids) {
      if (ids.length) await boss.touch(queue, [...ids])
    },
    async nextDue(queues) {
      if (!queues.length) return undefined
      const { rows } = await boss
        .getDb()
        .executeSql(
          `SELECT (extract(epoch FROM min(start_after)) * 1000)::float8 AS at FROM pgboss.job WHERE name = ANY($1) AND state < 'active'`,
          [queues],
        )
      const at = (rows as Array<{ at: number | null }>)[0]?.at
      return at ?? undefined
    },
    async outstanding(ids) {
      if (!ids.length) return new Set()
      const db = boss.getDb()
      const { rows } = await db.executeSql(
        `SELECT id::text AS id FROM pgboss.job WHERE id = ANY($1::uuid[]) AND state < 'completed'`,
        [ids],
      )
      return new Set((rows as Array<{ id: string }>).map((row) => row.id))
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5_000, close: false })
    },
  }
}

/** A handle usable at once whose calls wait for the database to be opened (data/fromEnv.ts). */
export function deferredJobs(ready: Promise<Jobs>): Jobs {
  return {
    send: async (tx, queue, data, delayMs) => (await ready).send(tx, queue, data, delayMs),
    install: async () => (await ready).install(),
    prepare: async (queues) => (await ready).prepare(queues),
    fetch: async (queue, count) => (await ready).fetch(queue, count),
    complete: async (queue, id) => (await ready).complete(queue, id),
    fail: async (queue, id, error) => (await ready).fail(queue, id, error),
    touch: async (queue, ids) => (await ready).touch(queue, ids),
    nextDue: async (queues) => (await ready).nextDue(queues),
    outstanding: async (ids) => (await ready).outstanding(ids),
    stop: async () => (await ready).stop(),
  }
}
