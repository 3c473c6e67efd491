/** The two tables inquiries are written to, in Airtable and in the local SQLite store alike (docs/product/inquiries.md). */
export const TABLES = {
  equipmentHireRequests: 'Equipment Hire Requests',
  contactMessages: 'Contact Messages',
} as const

export type TableName = (typeof TABLES)[keyof typeof TABLES]

export type RecordFields = Record<string, string | number>

/** `id` is null when Airtable confirmed the creation (a 2xx status) but its answer was cut off. */
export type CreatedRecord = { id: string | null; createdTime: string }

/** Where a validated submission is stored: Airtable, or SQLite when no token is configured. Rejects only with DeliveryError. */
export type RecordWriter = {
  readonly name: 'airtable' | 'sqlite'
  /** `submissionId` (sent by the browser forms) lets `onceWithinDeadline` recognise a retry; stores ignore it. */
  create(table: TableName, fields: RecordFields, submissionId?: string): Promise<CreatedRecord>
}
