/**
 * The Airtable base the site writes to and reads, as staff set it up (docs/operations.md, "Connect
 * Airtable"; docs/product/inquiries.md#airtable): its two tables, each field's exact name and type, and
 * the options of its one single select. The server's writers and readers name fields through this map,
 * the fake Airtable refuses what a base built from it would refuse, and a test checks the docs' field
 * tables against it (web/test/architecture/airtableFields.test.ts).
 */

/** A field's type in Airtable's own terms: what it accepts and how staff add it. */
export type AirtableFieldType = 'text' | 'number' | 'currency' | 'date' | 'dateTime' | 'url' | 'singleSelect'

/**
 * A hire request's `Status`, set by staff (docs/staff-guide.md#statuses): only Confirmed holds stock,
 * Quoted sends the quote link; the site writes Confirmed when a deposit is paid online. Reserved is a
 * list booked on the spot, its deposit held on the card; staff move it to Confirmed or Declined
 * (docs/staff-guide.md#reservations, decision 0032).
 */
export const HIRE_STATUSES = ['New', 'Quoted', 'Reserved', 'Confirmed', 'Declined', 'Cancelled', 'Completed'] as const
export type HireStatus = (typeof HIRE_STATUSES)[number]

/**
 * A change to a booking waiting for staff (docs/staff-guide.md#final-numbers): the site sets Requested,
 * staff set Approved (the site applies it) or Refused (the site closes it and tells the couple).
 */
export const CHANGE_REQUESTS = ['Requested', 'Approved', 'Refused'] as const
export type ChangeRequestOption = (typeof CHANGE_REQUESTS)[number]

type FieldSpec = { readonly type: AirtableFieldType; readonly options?: readonly string[] }

/** Every table and field, by the names Airtable shows. */
export const AIRTABLE_BASE = {
  'Equipment Hire Requests': {
    // The inquiry form (web/src/server/api/inquiryRecord.ts).
    'First Name': { type: 'text' },
    'Last Name': { type: 'text' },
    Email: { type: 'text' },
    'Phone Number': { type: 'text' },
    'Date of event': { type: 'date' },
    'Venue/location': { type: 'text' },
    Message: { type: 'text' },
    Items: { type: 'text' },
    'Total Cost': { type: 'number' },
    // What every write upserts on, so a retry updates the record it created (docs/decisions/0010).
    'Submission ID': { type: 'text' },
    // Staff set it; the site reads it, and writes Confirmed when a deposit is paid online.
    Status: { type: 'singleSelect', options: HIRE_STATUSES },
    // Booking online (docs/decisions/0026): the site writes these; staff may set Quote Valid Until.
    'Quote Link': { type: 'url' },
    'Quote Valid Until': { type: 'date' },
    'Deposit Paid': { type: 'currency' },
    'Balance Paid': { type: 'currency' },
    'Accepted By': { type: 'text' },
    'Accepted At': { type: 'dateTime' },
    // Final numbers (docs/decisions/0033): the site writes Requested and a dated line of Changes for each
    // change; staff answer a request by setting Change Request to Approved or Refused.
    'Change Request': { type: 'singleSelect', options: CHANGE_REQUESTS },
    Changes: { type: 'text' },
  },
  'Contact Messages': {
    'Full Name': { type: 'text' },
    Email: { type: 'text' },
    'Phone Number': { type: 'text' },
    Message: { type: 'text' },
    'Submission ID': { type: 'text' },
  },
} as const satisfies Record<string, Record<string, FieldSpec>>

export type AirtableTable = keyof typeof AIRTABLE_BASE
export type AirtableField<T extends AirtableTable> = keyof (typeof AIRTABLE_BASE)[T] & string

/** The two tables, by the names the code uses. */
export const AIRTABLE_TABLES = {
  equipmentHireRequests: 'Equipment Hire Requests',
  contactMessages: 'Contact Messages',
} as const satisfies Record<string, AirtableTable>

/** The fields of `Equipment Hire Requests`, by the names the code uses. */
export const HIRE_FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone Number',
  eventDate: 'Date of event',
  venue: 'Venue/location',
  message: 'Message',
  items: 'Items',
  total: 'Total Cost',
  submissionId: 'Submission ID',
  status: 'Status',
  quoteLink: 'Quote Link',
  validUntil: 'Quote Valid Until',
  depositPaid: 'Deposit Paid',
  balancePaid: 'Balance Paid',
  acceptedBy: 'Accepted By',
  acceptedAt: 'Accepted At',
  changeRequest: 'Change Request',
  changes: 'Changes',
} as const satisfies Record<string, AirtableField<'Equipment Hire Requests'>>

/** The fields of `Contact Messages`, by the names the code uses. */
export const CONTACT_FIELDS = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  message: 'Message',
  submissionId: 'Submission ID',
} as const satisfies Record<string, AirtableField<'Contact Messages'>>

/** The value a field takes in the API: a number for number and currency, an option for a select, else a string. */
type ValueOf<S> = S extends { type: 'number' | 'currency' }
  ? number
  : S extends { options: ReadonlyArray<infer O> }
    ? O
    : string

/** A record's fields as the site writes them: any subset, each of its field's value type. */
export type AirtableFields<T extends AirtableTable> = {
  -readonly [K in AirtableField<T>]?: ValueOf<(typeof AIRTABLE_BASE)[T][K]>
}
