import { AIRTABLE_TABLES, type AirtableTable } from '@amaranth/schemas/airtable'

/**
 * The two tables inquiries are written to, in Airtable and in the local store alike
 * (docs/product/inquiries.md): the field map's (`@amaranth/schemas/airtable`).
 */
export const TABLES = AIRTABLE_TABLES

export type TableName = AirtableTable

export type RecordFields = Record<string, string | number>

/** `id` is null when Airtable confirmed the creation (a 2xx status) but its answer was cut off. */
export type CreatedRecord = { id: string | null; createdTime: string }

/**
 * What the emails need beyond the record's fields: the hire list's lines and the estimate's fees, in whole
 * cents, the visitor's own message, and the rows the site adds for staff (postcode, terms).
 */
export type SubmissionDetails = {
  /** `lineCents` is absent when the catalogue could not be read: the line is named by its product id. */
  items?: Array<{ name: string; quantity: number; lineCents?: number }>
  totalCents?: number
  itemsCents?: number
  charges?: Array<{ name: string; cents: number }>
  deposit?: { percent: number; cents: number }
  visitorMessage?: string
  /**
   * The visitor's answers beyond name, contact, date and venue, as the emails show them (label, value):
   * a field added to the form reaches both emails by a row here, beside its record field.
   */
  answers?: Array<[label: string, value: string]>
  notes?: Array<[label: string, value: string]>
  /** Lines asking for more than is free on the event date, for staff (server/availability/overLimitNote.ts). */
  overLimit?: string[]
  /**
   * What the estimate leaves to staff: 'fees' when the charges could not be read (the items are priced,
   * delivery and the waiver are not), 'prices' when the catalogue could not be read (nothing is priced).
   */
  toConfirm?: 'fees' | 'prices'
}

/**
 * Where a validated submission is taken: the outbox in the server (docs/decisions/0010), which stores it
 * durably and delivers it to Airtable and by email; Airtable or SQLite directly in tests. Rejects only
 * with DeliveryError.
 */
export type RecordWriter = {
  readonly name: 'outbox' | 'airtable' | 'sqlite'
  /** `submissionId` (sent by the browser forms) makes a retry the same submission; `details` feed the emails. */
  create(
    table: TableName,
    fields: RecordFields,
    submissionId?: string,
    details?: SubmissionDetails,
  ): Promise<CreatedRecord>
}
