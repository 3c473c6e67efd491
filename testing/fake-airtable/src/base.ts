/**
 * The Airtable base the site writes to, as staff set it up (docs/product/inquiries.md#airtable):
 * two tables, their fields and the type of each. The fake refuses what this base would refuse.
 */
type FieldType = 'text' | 'number' | 'date' | 'dateTime' | 'url' | 'status'
export type Fields = Record<string, unknown>

const TABLES: Record<string, Record<string, FieldType>> = {
  'Equipment Hire Requests': {
    'First Name': 'text',
    'Last Name': 'text',
    Email: 'text',
    'Phone Number': 'text',
    'Date of event': 'date',
    'Venue/location': 'text',
    Message: 'text',
    Items: 'text',
    'Total Cost': 'number',
    // Staff add it and set it (docs/product/inquiries.md#bookings); the site only reads it.
    Status: 'status',
    // What the site upserts on, so a retry updates the record it created (README, "Connect Airtable").
    'Submission ID': 'text',
    // Booking online (README, "Connect Airtable"): the site writes these; staff may set Quote Valid Until.
    'Quote Link': 'url',
    'Quote Valid Until': 'date',
    'Deposit Paid': 'number',
    'Balance Paid': 'number',
    'Accepted By': 'text',
    'Accepted At': 'dateTime',
  },
  'Contact Messages': {
    'Full Name': 'text',
    Email: 'text',
    'Phone Number': 'text',
    Message: 'text',
    'Submission ID': 'text',
  },
}

/** Fields a test took out of the base (`dropField`), by table: a base set up before the site asked for them. */
export type Lacking = ReadonlyMap<string, ReadonlySet<string>>

/** The field's type in this base, or undefined when the table has no such field. */
export const fieldType = (table: string, name: string, lacking?: Lacking): FieldType | undefined =>
  lacking?.get(table)?.has(name) ? undefined : TABLES[table]?.[name]

export const unknownField = (name: string) => airtableError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`)

/** The base's Status options, with Reserve now's (Reserved, Declined: decision 0032). */
export const STATUS_OPTIONS = ['New', 'Quoted', 'Reserved', 'Confirmed', 'Declined', 'Cancelled', 'Completed']

const ACCEPTS: Record<FieldType, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  // Airtable takes an ISO 8601 instant for a date-time field; a URL field is text it shows as a link.
  dateTime: (value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  url: (value) => typeof value === 'string',
  // A single select: one of its options, as Airtable refuses a new option from a token without schema rights.
  status: (value) => typeof value === 'string' && STATUS_OPTIONS.includes(value),
}

/** An HTTP answer, before any fault bends it. */
export type Answer = { status: number; body: unknown }

export const airtableError = (status: number, type: string, message: string): Answer => ({
  status,
  body: { error: { type, message } },
})

/** Airtable's refusal of a record creation (or of one record of an update), or null when the base accepts it. */
export function refusal(table: string, body: unknown, lacking?: Lacking): Answer | null {
  if (!TABLES[table])
    return airtableError(
      403,
      'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
      'Invalid permissions, or the requested model was not found.',
    )
  const fields = (body as { fields?: unknown } | null)?.fields
  if (!fields || typeof fields !== 'object')
    return airtableError(422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "fields" in the request body')
  for (const [name, value] of Object.entries(fields)) {
    const type = fieldType(table, name, lacking)
    if (!type) return unknownField(name)
    if (value !== '' && value !== null && !ACCEPTS[type](value)) {
      return airtableError(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${name}" cannot accept the provided value`)
    }
  }
  return null
}
