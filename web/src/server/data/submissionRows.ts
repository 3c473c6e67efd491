/**
 * The outbox's two kinds of row (decision 0010) as the code sees them, and as the database stores them:
 * each accepted submission, and one delivery per target. Times are milliseconds since the epoch.
 */

export type DeliveryState = 'pending' | 'delivered' | 'failed'
export type Fields = Record<string, unknown>

export type NewSubmission<Table extends string = string, F = Fields, D = object> = {
  table: Table
  fields: F
  submissionId?: string
  details?: D
}

export type StoredSubmission<Table extends string = string, F = Fields, D = Record<string, unknown>> = {
  id: number
  submissionId: string | null
  table: Table
  createdTime: string
  fields: F
  details: D
}

export type DeliveryRow<Target extends string = string> = {
  submission: number
  target: Target
  state: DeliveryState
  attempts: number
  lastError: string | null
  nextAttemptAt: number | null
  giveUpAt: number
  leaseOwner: string | null
  leaseUntil: number | null
  deliveredAt: string | null
  result: string | null
  /** The pg-boss job that may attempt it (decision 0029). */
  jobId: string | null
}

export type Accepted = { id: number; submissionId: string; created: boolean }

export type SubmissionRecord = {
  id: number
  submission_id: string | null
  table_name: string
  created_time: string
  fields: string
  details: string | null
}
export type DeliveryRecord = {
  submission: number
  target: string
  state: string
  attempts: number
  last_error: string | null
  next_attempt_at: number | null
  give_up_at: number
  lease_owner: string | null
  lease_until: number | null
  delivered_at: string | null
  result: string | null
  job_id: string | null
}

export const toSubmission = <Table extends string, F, D>(row: SubmissionRecord): StoredSubmission<Table, F, D> => ({
  id: row.id,
  submissionId: row.submission_id,
  table: row.table_name as Table,
  createdTime: row.created_time,
  fields: JSON.parse(row.fields) as F,
  details: (row.details ? JSON.parse(row.details) : {}) as D,
})

export const toDelivery = <Target extends string>(row: DeliveryRecord): DeliveryRow<Target> => ({
  submission: row.submission,
  target: row.target as Target,
  state: row.state as DeliveryState,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
  giveUpAt: row.give_up_at,
  leaseOwner: row.lease_owner,
  leaseUntil: row.lease_until,
  deliveredAt: row.delivered_at,
  result: row.result,
  jobId: row.job_id,
})
