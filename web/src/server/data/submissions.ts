import { createHash, randomBytes } from 'node:crypto'
import type { Jobs } from './jobs.ts'
import {
  toDelivery,
  toSubmission,
  type Accepted,
  type DeliveryRecord,
  type DeliveryRow,
  type DeliveryState,
  type Fields,
  type NewSubmission,
  type StoredSubmission,
  type SubmissionRecord,
} from './submissionRows.ts'
import type { Sql } from './sql.ts'

/**
 * The outbox's statements (decision 0010; the rows' shapes are submissionRows.ts): each accepted
 * submission and one delivery per target, leased to one attempt at a time, each pending delivery with
 * its pg-boss job (decision 0029). Table and target names are the caller's.
 */

/** A server-made id, in the shape the browser's ids have (form-contracts/submissionId.ts). */
export const newSubmissionId = () => `srv-${randomBytes(16).toString('hex')}`

const fieldsHash = (table: string, fields: unknown) =>
  createHash('sha256')
    .update(JSON.stringify([table, fields]))
    .digest('hex')
    .slice(0, 12)

const SUBMISSION = 'SELECT id, submission_id, table_name, created_time, fields, details FROM submissions'
const FREE = '(lease_until IS NULL OR lease_until <= $2)'

/** `F` and `D` are the caller's shapes of a submission's fields and details (JSON either way). */
export function createSubmissions<
  Table extends string = string,
  Target extends string = string,
  F = Fields,
  D = Record<string, unknown>,
>(sql: Sql, jobs?: Pick<Jobs, 'send' | 'prepare' | 'outstanding'>) {
  type Stored = StoredSubmission<Table, F, D>
  /** Sends the job that will attempt one delivery, in `db`'s transaction, and makes it the delivery's job. */
  const newJob = (db: Sql, submission: number, target: Target, delayMs: number) => {
    if (!jobs) throw new Error('these rows have no job queue: pass one to createSubmissions')
    return jobs.send(db, target, { submission }, delayMs)
  }
  const schedule = async (db: Sql, submission: number, target: Target, delayMs: number) => {
    const jobId = await newJob(db, submission, target, delayMs)
    await db.query('UPDATE deliveries SET job_id = $1 WHERE submission = $2 AND target = $3', [
      jobId,
      submission,
      target,
    ])
    return jobId
  }
  const one = async (where: string, params: unknown[], db: Sql = sql) =>
    (await db.query<SubmissionRecord>(`${SUBMISSION} WHERE ${where}`, params)).rows[0]
  const delivery = async (submission: number, target: Target) => {
    const { rows } = await sql.query<DeliveryRecord>('SELECT * FROM deliveries WHERE submission = $1 AND target = $2', [
      submission,
      target,
    ])
    return rows[0] && toDelivery<Target>(rows[0])
  }
  /** One UPDATE whose RETURNING says whether the lease was taken: no second process can take it between. */
  const lease = async (owner: string, leaseUntil: number, now: number, where: string, params: unknown[]) => {
    const { rows } = await sql.query<DeliveryRecord>(
      `UPDATE deliveries SET lease_owner = $1, lease_until = $3, attempts = attempts + 1
       WHERE state = 'pending' AND ${FREE} AND ${where} RETURNING *`,
      [owner, now, leaseUntil, ...params],
    )
    return rows[0] && toDelivery<Target>(rows[0])
  }

  return {
    /**
     * Makes `targets`' queues ready for an `accept` inside a transaction of the caller's: pg-boss reads a
     * queue's settings once, and must do it outside any transaction (data/jobs.ts).
     */
    prepare: async (targets: readonly Target[]) => void (await jobs?.prepare(targets)),

    /**
     * One transaction: the submission and a pending delivery per target. The same submission id with the
     * same fields is the same row (a retry); with other fields it is a new submission under a derived id,
     * so a visitor's edited words are never dropped. `tx` lets a caller add its own rows to the same commit.
     */
    async accept(
      submission: NewSubmission<Table, F, D>,
      targets: readonly Target[],
      now: number,
      giveUpMs: number,
      tx: Sql = sql,
      /**
       * A target whose first attempt the caller makes itself, at once: its delivery is leased to `owner`
       * in this same commit (so a kill before the attempt frees it like any other lease), and its job is
       * due only when that lease ends.
       */
      leasedTo?: { target: Target; owner: string; leaseMs: number },
    ): Promise<Accepted> {
      const fields = JSON.stringify(submission.fields)
      // Outside a caller's transaction pg-boss may read its queues first; inside one they must be ready.
      if (tx === sql && targets.length) await jobs?.prepare(targets)
      return tx.transaction(async (db) => {
        let submissionId = submission.submissionId ?? newSubmissionId()
        for (;;) {
          // Waits for a concurrent accept of the same id to commit or roll back, then sees its row.
          const inserted = await db.query<{ id: number }>(
            `INSERT INTO submissions (submission_id, table_name, created_time, fields, details)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (submission_id) DO NOTHING RETURNING id`,
            [
              submissionId,
              submission.table,
              new Date(now).toISOString(),
              fields,
              JSON.stringify(submission.details ?? {}),
            ],
          )
          const id = inserted.rows[0]?.id
          if (id !== undefined) {
            for (const target of targets) {
              const lease = leasedTo?.target === target ? leasedTo : undefined
              await db.query(
                `INSERT INTO deliveries (submission, target, next_attempt_at, give_up_at, job_id, lease_owner, lease_until, attempts)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
                [
                  id,
                  target,
                  now,
                  now + giveUpMs,
                  await newJob(db, id, target, lease?.leaseMs ?? 0),
                  lease?.owner ?? null,
                  lease ? now + lease.leaseMs : null,
                  lease ? 1 : 0,
                ],
              )
            }
            return { id, submissionId, created: true }
          }
          const existing = (await one('submission_id = $1', [submissionId], db))!
          if (existing.table_name === submission.table && existing.fields === fields)
            return { id: existing.id, submissionId, created: false }
          submissionId = `${submission.submissionId}-e${fieldsHash(submission.table, submission.fields)}`
          if (submissionId === existing.submission_id) submissionId = newSubmissionId()
        }
      })
    },

    async submission(id: number): Promise<Stored | undefined> {
      const row = await one('id = $1', [id])
      return row && toSubmission<Table, F, D>(row)
    },

    async bySubmissionId(submissionId: string): Promise<Stored | undefined> {
      const row = await one('submission_id = $1', [submissionId])
      return row && toSubmission<Table, F, D>(row)
    },

    delivery,

    /** Leases a delivery to the job that may attempt it (data/jobs.ts), counting the attempt; undefined when that is not `jobId` or another holds it. */
    claimJob: (submission: number, target: Target, jobId: string, owner: string, leaseMs: number, now = Date.now()) =>
      lease(owner, now + leaseMs, now, 'submission = $4 AND target = $5 AND job_id = $6', [submission, target, jobId]),

    /** Leases one delivery now, whatever its next try says (`pnpm inquiries retry`); undefined when another holds it. */
    claim: (submission: number, target: Target, owner: string, leaseMs: number, now = Date.now()) =>
      lease(owner, now + leaseMs, now, 'submission = $4 AND target = $5', [submission, target]),

    async delivered(row: DeliveryRow<Target>, owner: string, result: string, now = Date.now()) {
      await sql.query(
        `UPDATE deliveries SET state = 'delivered', delivered_at = $1, result = $2, last_error = NULL,
           next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL
         WHERE submission = $3 AND target = $4 AND lease_owner = $5`,
        [new Date(now).toISOString(), result, row.submission, row.target, owner],
      )
    },

    /** A failed attempt: tried again at `nextAttemptAt`, or failed for good when that is null. */
    async attemptFailed(row: DeliveryRow<Target>, owner: string, error: string, nextAttemptAt: number | null) {
      if (nextAttemptAt !== null) await jobs?.prepare([row.target])
      await sql.transaction(async (db) => {
        const { rowCount } = await db.query(
          `UPDATE deliveries SET state = $1, last_error = $2, next_attempt_at = $3, lease_owner = NULL, lease_until = NULL
           WHERE submission = $4 AND target = $5 AND lease_owner = $6`,
          [nextAttemptAt === null ? 'failed' : 'pending', error, nextAttemptAt, row.submission, row.target, owner],
        )
        // The retry is a new job, committed with the failure: the delivery is never left without one.
        if (rowCount && nextAttemptAt !== null)
          await schedule(db, row.submission, row.target, nextAttemptAt - Date.now())
      })
    },

    /** Frees the leases whose owner `isGone` says no longer runs (killed mid-delivery); each is due again now. */
    async releaseOrphans(isGone: (owner: string) => boolean): Promise<number> {
      const { rows } = await sql.query<{ owner: string; target: Target }>(
        "SELECT DISTINCT lease_owner AS owner, target FROM deliveries WHERE lease_owner IS NOT NULL AND state = 'pending'",
      )
      const gone = [...new Set(rows.map((row) => row.owner).filter(isGone))]
      if (!gone.length) return 0
      await jobs?.prepare([...new Set(rows.map((row) => row.target))])
      return sql.transaction(async (db) => {
        const freed = await db.query<{ submission: number; target: Target }>(
          `UPDATE deliveries SET lease_owner = NULL, lease_until = NULL,
             last_error = coalesce(last_error, 'interrupted: the server stopped during this attempt')
           WHERE lease_owner = ANY($1) AND state = 'pending' RETURNING submission, target`,
          [gone],
        )
        for (const row of freed.rows) await schedule(db, row.submission, row.target, 0)
        return freed.rowCount
      })
    },

    /** Makes failed (or waiting) deliveries of a submission due now, with a fresh retry window. */
    async retryNow(submission: number, giveUpMs: number, now = Date.now()): Promise<number> {
      const { rows } = await sql.query<{ target: Target }>(
        "SELECT target FROM deliveries WHERE submission = $1 AND state != 'delivered'",
        [submission],
      )
      await jobs?.prepare(rows.map((row) => row.target))
      return sql.transaction(async (db) => {
        const reset = await db.query<{ target: Target }>(
          `UPDATE deliveries SET state = 'pending', next_attempt_at = $1, give_up_at = $2
           WHERE submission = $3 AND state != 'delivered' RETURNING target`,
          [now, now + giveUpMs, submission],
        )
        for (const row of reset.rows) await schedule(db, submission, row.target, 0)
        return reset.rowCount
      })
    },

    /**
     * Gives a job to each pending delivery to `targets` that has none waiting or running: rows imported
     * from the SQLite file, rows of a version before pg-boss, a job pg-boss gave up on. Start-up.
     */
    async resume(targets: readonly Target[], now = Date.now()): Promise<number> {
      if (!targets.length || !jobs) return 0
      const { rows } = await sql.query<{ submission: number; target: Target; job_id: string | null; at: number }>(
        `SELECT submission, target, job_id, greatest(next_attempt_at, coalesce(lease_until, 0), $2) AS at
         FROM deliveries WHERE state = 'pending' AND target = ANY($1)`,
        [targets, now],
      )
      const live = await jobs.outstanding(rows.flatMap((row) => (row.job_id ? [row.job_id] : [])))
      const missing = rows.filter((row) => !row.job_id || !live.has(row.job_id))
      if (!missing.length) return 0
      await jobs.prepare([...new Set(missing.map((row) => row.target))])
      await sql.transaction(async (db) => {
        for (const row of missing) await schedule(db, row.submission, row.target, row.at - now)
      })
      return missing.length
    },

    /** Newest first, each with its deliveries. */
    async list(limit = 50): Promise<Array<Stored & { deliveries: DeliveryRow<Target>[] }>> {
      const { rows } = await sql.query<SubmissionRecord>(`${SUBMISSION} ORDER BY id DESC LIMIT $1`, [limit])
      const { rows: deliveries } = await sql.query<DeliveryRecord>(
        'SELECT * FROM deliveries WHERE submission = ANY($1) ORDER BY target',
        [rows.map((row) => row.id)],
      )
      return rows.map((row) => ({
        ...toSubmission<Table, F, D>(row),
        deliveries: deliveries.filter((d) => d.submission === row.id).map((d) => toDelivery<Target>(d)),
      }))
    },

    async counts(): Promise<Record<DeliveryState, number>> {
      const { rows } = await sql.query<{ state: DeliveryState; n: number }>(
        'SELECT state, count(*) AS n FROM deliveries GROUP BY state',
      )
      return { pending: 0, delivered: 0, failed: 0, ...Object.fromEntries(rows.map((row) => [row.state, row.n])) }
    },
  }
}

export type Submissions<
  Table extends string = string,
  Target extends string = string,
  F = Fields,
  D = Record<string, unknown>,
> = ReturnType<typeof createSubmissions<Table, Target, F, D>>
