import type { RecordFields, SubmissionDetails, TableName as InquiryTable } from '../api/recordWriter.ts'
import type { StoreTable } from '../store/storeTables.ts'

/**
 * The outbox's two kinds of row as the rest of the server sees them, and how a SQLite row becomes one
 * (outboxDb.ts has the schema; outboxStore.ts the statements).
 */

/** The inquiry tables and the store's orders and link emails (docs/decisions/0017) share the outbox. */
export type TableName = InquiryTable | StoreTable

/** Where a submission goes once stored (docs/decisions/0010); `store-email` is the store's receipts and links. */
export type TargetName = 'airtable' | 'notify-email' | 'confirmation-email' | 'store-email'
export type DeliveryState = 'pending' | 'delivered' | 'failed'

export type NewSubmission = {
  table: TableName
  fields: RecordFields
  submissionId?: string
  details?: SubmissionDetails
}

export type StoredSubmission = {
  id: number
  submissionId: string | null
  table: TableName
  createdTime: string
  fields: RecordFields
  details: SubmissionDetails
}

export type DeliveryRow = {
  submission: number
  target: TargetName
  state: DeliveryState
  attempts: number
  lastError: string | null
  nextAttemptAt: number | null
  giveUpAt: number
  leaseOwner: string | null
  leaseUntil: number | null
  deliveredAt: string | null
  result: string | null
}

export type Accepted = { id: number; submissionId: string; created: boolean }

export type SubmissionRow = {
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
}

export const toSubmission = (row: SubmissionRow): StoredSubmission => ({
  id: row.id,
  submissionId: row.submission_id,
  table: row.table_name as TableName,
  createdTime: row.created_time,
  fields: JSON.parse(row.fields) as RecordFields,
  details: row.details ? (JSON.parse(row.details) as SubmissionDetails) : {},
})

export const toDelivery = (row: DeliveryRecord): DeliveryRow => ({
  submission: row.submission,
  target: row.target as TargetName,
  state: row.state as DeliveryState,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
  giveUpAt: row.give_up_at,
  leaseOwner: row.lease_owner,
  leaseUntil: row.lease_until,
  deliveredAt: row.delivered_at,
  result: row.result,
})
