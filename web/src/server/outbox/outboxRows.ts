import type { RecordFields, SubmissionDetails, TableName as InquiryTable } from '../api/recordWriter.ts'
import { createSubmissions, type Submissions } from '../data/submissions.ts'
import type * as Rows from '../data/submissionRows.ts'
import type { Jobs } from '../data/jobs.ts'
import type { Sql } from '../data/sql.ts'
import type { BookingTable, BookingTarget } from '../booking/bookingTables.ts'
import type { QuoteFlowTable, QuoteFlowTarget } from '../booking/quoteWatcherTables.ts'
import type { ReserveTable, ReserveTarget } from '../reserve/reserveTables.ts'
import type { ChangeTable, ChangeTarget } from '../change/changeTables.ts'
import type { StoreTable } from '../store/storeTables.ts'

/**
 * The outbox's two kinds of row as the rest of the server sees them: data/submissions.ts has the
 * statements (and data/migrations the schema); these name its tables, targets and fields.
 */

/** The inquiry tables and the store's orders and link emails (docs/decisions/0017) share the outbox. */
export type TableName = InquiryTable | StoreTable | BookingTable | QuoteFlowTable | ReserveTable | ChangeTable

/** Where a submission goes once stored (docs/decisions/0010); `store-email` is the store's receipts and links. */
export type TargetName =
  | 'airtable'
  | 'notify-email'
  | 'confirmation-email'
  | 'store-email'
  | BookingTarget
  | QuoteFlowTarget
  | ReserveTarget
  | ChangeTarget
export type DeliveryState = Rows.DeliveryState

export type NewSubmission = Rows.NewSubmission<TableName, RecordFields, SubmissionDetails>
export type StoredSubmission = Rows.StoredSubmission<TableName, RecordFields, SubmissionDetails>
export type DeliveryRow = Rows.DeliveryRow<TargetName>
export type Accepted = Rows.Accepted

export type OutboxStore = Submissions<TableName, TargetName, RecordFields, SubmissionDetails>
/** `jobs` is the database's queue (data/jobs.ts); without it the rows can be read but no delivery queued. */
export const createOutboxStore = (sql: Sql, jobs?: Jobs): OutboxStore =>
  createSubmissions<TableName, TargetName, RecordFields, SubmissionDetails>(sql, jobs)
