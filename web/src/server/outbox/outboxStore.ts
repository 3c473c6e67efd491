import { createHash, randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import type { RecordFields } from '../api/recordWriter.ts'
import { ownerIsGone } from './leaseOwner.ts'
import {
  toDelivery,
  toSubmission,
  type Accepted,
  type DeliveryRecord,
  type DeliveryRow,
  type DeliveryState,
  type NewSubmission,
  type StoredSubmission,
  type SubmissionRow,
  type TargetName,
} from './outboxRows.ts'

/** A server-made id, in the shape the browser's ids have (form-contracts/submissionId.ts). */
export const newSubmissionId = () => `srv-${randomBytes(16).toString('hex')}`

const fieldsHash = (table: string, fields: RecordFields) =>
  createHash('sha256')
    .update(JSON.stringify([table, fields]))
    .digest('hex')
    .slice(0, 12)

/**
 * The outbox's rows, all in SQL (node:sqlite is synchronous, so each function is one atomic step even
 * with other processes on the same file). Times are milliseconds since the epoch.
 */
export function createOutboxStore(db: DatabaseSync) {
  const bySubmissionId = db.prepare(
    'SELECT id, submission_id, table_name, created_time, fields, details FROM submissions WHERE submission_id = ?',
  )
  const insertSubmission = db.prepare(
    'INSERT INTO submissions (submission_id, table_name, created_time, fields, details) VALUES (?, ?, ?, ?, ?)',
  )
  const insertDelivery = db.prepare(
    'INSERT INTO deliveries (submission, target, next_attempt_at, give_up_at) VALUES (?, ?, ?, ?)',
  )
  const submissionById = db.prepare(
    'SELECT id, submission_id, table_name, created_time, fields, details FROM submissions WHERE id = ?',
  )
  const nextDue = db.prepare(`SELECT submission FROM deliveries
    WHERE state = 'pending' AND target = ? AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
    ORDER BY next_attempt_at, submission LIMIT 1`)
  const claimOne = db.prepare(`UPDATE deliveries SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
    WHERE submission = ? AND target = ? AND state = 'pending' AND next_attempt_at <= ?
      AND (lease_until IS NULL OR lease_until <= ?)`)
  const delivery = db.prepare('SELECT * FROM deliveries WHERE submission = ? AND target = ?')

  return {
    /**
     * One transaction: the submission and a pending delivery per target. The same submission id with the
     * same fields is the same row (a retry); with other fields it is a new submission under a derived id,
     * so a visitor's edited words are never dropped.
     */
    accept(submission: NewSubmission, targets: readonly TargetName[], now = Date.now(), giveUpMs: number): Accepted {
      const fields = JSON.stringify(submission.fields)
      let submissionId = submission.submissionId ?? newSubmissionId()
      db.exec('BEGIN IMMEDIATE')
      try {
        for (;;) {
          const existing = bySubmissionId.get(submissionId) as SubmissionRow | undefined
          if (!existing) break
          if (existing.table_name === submission.table && existing.fields === fields) {
            db.exec('COMMIT')
            return { id: existing.id, submissionId, created: false }
          }
          submissionId = `${submission.submissionId}-e${fieldsHash(submission.table, submission.fields)}`
          if (submissionId === existing.submission_id) submissionId = newSubmissionId()
        }
        const { lastInsertRowid } = insertSubmission.run(
          submissionId,
          submission.table,
          new Date(now).toISOString(),
          fields,
          JSON.stringify(submission.details ?? {}),
        )
        const id = Number(lastInsertRowid)
        for (const target of targets) insertDelivery.run(id, target, now, now + giveUpMs)
        db.exec('COMMIT')
        return { id, submissionId, created: true }
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK')
        throw error
      }
    },

    submission(id: number): StoredSubmission | undefined {
      const row = submissionById.get(id) as SubmissionRow | undefined
      return row && toSubmission(row)
    },

    delivery(submission: number, target: TargetName): DeliveryRow | undefined {
      const row = delivery.get(submission, target) as DeliveryRecord | undefined
      return row && toDelivery(row)
    },

    /** Leases the next due delivery to `target` for `leaseMs`, counting the attempt; undefined when none is due. */
    claimNext(target: TargetName, owner: string, leaseMs: number, now = Date.now()): DeliveryRow | undefined {
      for (;;) {
        const due = nextDue.get(target, now, now) as { submission: number } | undefined
        if (!due) return undefined
        const { changes } = claimOne.run(owner, now + leaseMs, due.submission, target, now, now)
        // Another process took it between the two statements: look for the next one.
        if (changes === 1) return this.delivery(due.submission, target)
      }
    },

    /** Leases one delivery now, whatever its next try says (`pnpm inquiries retry`); false when another holds it. */
    claim(submission: number, target: TargetName, owner: string, leaseMs: number, now = Date.now()): boolean {
      const { changes } = db
        .prepare(
          `UPDATE deliveries SET lease_owner = ?, lease_until = ?, attempts = attempts + 1
           WHERE submission = ? AND target = ? AND state = 'pending' AND (lease_until IS NULL OR lease_until <= ?)`,
        )
        .run(owner, now + leaseMs, submission, target, now)
      return changes === 1
    },

    delivered(row: DeliveryRow, owner: string, result: string, now = Date.now()) {
      db.prepare(
        `UPDATE deliveries SET state = 'delivered', delivered_at = ?, result = ?, last_error = NULL,
           next_attempt_at = NULL, lease_owner = NULL, lease_until = NULL
         WHERE submission = ? AND target = ? AND lease_owner = ?`,
      ).run(new Date(now).toISOString(), result, row.submission, row.target, owner)
    },

    /** A failed attempt: tried again at `nextAttemptAt`, or failed for good when that is null. */
    attemptFailed(row: DeliveryRow, owner: string, error: string, nextAttemptAt: number | null) {
      db.prepare(
        `UPDATE deliveries SET state = ?, last_error = ?, next_attempt_at = ?, lease_owner = NULL, lease_until = NULL
         WHERE submission = ? AND target = ? AND lease_owner = ?`,
      ).run(nextAttemptAt === null ? 'failed' : 'pending', error, nextAttemptAt, row.submission, row.target, owner)
    },

    /** Gives a lease back without counting the attempt as failed (a shutdown before it started). */
    release(row: DeliveryRow, owner: string) {
      db.prepare(
        `UPDATE deliveries SET lease_owner = NULL, lease_until = NULL, attempts = attempts - 1
         WHERE submission = ? AND target = ? AND lease_owner = ?`,
      ).run(row.submission, row.target, owner)
    },

    /** Start-up: frees leases held by a process on this host that no longer runs (killed mid-delivery). */
    releaseOrphans(self: string): number {
      const leased = db
        .prepare(
          "SELECT DISTINCT lease_owner AS owner FROM deliveries WHERE lease_owner IS NOT NULL AND state = 'pending'",
        )
        .all() as Array<{ owner: string }>
      let freed = 0
      for (const { owner } of leased) {
        if (!ownerIsGone(owner, self)) continue
        freed += Number(
          db
            .prepare(
              "UPDATE deliveries SET lease_owner = NULL, lease_until = NULL, last_error = coalesce(last_error, 'interrupted: the server stopped during this attempt') WHERE lease_owner = ? AND state = 'pending'",
            )
            .run(owner).changes,
        )
      }
      return freed
    },

    /** The earliest time a pending delivery to one of `targets` falls due (a lease's end counts too). */
    nextWake(targets: readonly TargetName[]): number | undefined {
      if (!targets.length) return undefined
      const row = db
        .prepare(
          `SELECT min(max(next_attempt_at, coalesce(lease_until, 0))) AS at FROM deliveries
           WHERE state = 'pending' AND target IN (${targets.map(() => '?').join(', ')})`,
        )
        .get(...targets) as { at: number | null }
      return row.at ?? undefined
    },

    /** Makes failed (or waiting) deliveries of a submission due now, with a fresh retry window. */
    retryNow(submission: number, giveUpMs: number, now = Date.now()): number {
      return Number(
        db
          .prepare(
            `UPDATE deliveries SET state = 'pending', next_attempt_at = ?, give_up_at = ?
             WHERE submission = ? AND state != 'delivered'`,
          )
          .run(now, now + giveUpMs, submission).changes,
      )
    },

    list(limit = 50): Array<StoredSubmission & { deliveries: DeliveryRow[] }> {
      const rows = db
        .prepare(
          'SELECT id, submission_id, table_name, created_time, fields, details FROM submissions ORDER BY id DESC LIMIT ?',
        )
        .all(limit) as SubmissionRow[]
      const deliveries = db.prepare('SELECT * FROM deliveries WHERE submission = ? ORDER BY target')
      return rows.map((row) => ({
        ...toSubmission(row),
        deliveries: (deliveries.all(row.id) as DeliveryRecord[]).map(toDelivery),
      }))
    },

    counts(): Record<DeliveryState, number> {
      const rows = db.prepare('SELECT state, count(*) AS n FROM deliveries GROUP BY state').all() as Array<{
        state: DeliveryState
        n: number
      }>
      return { pending: 0, delivered: 0, failed: 0, ...Object.fromEntries(rows.map((row) => [row.state, row.n])) }
    },
  }
}

export type OutboxStore = ReturnType<typeof createOutboxStore>
