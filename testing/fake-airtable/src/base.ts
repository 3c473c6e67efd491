import { AIRTABLE_BASE, type AirtableFieldType } from '@amaranth/schemas/airtable'

/**
 * The Airtable base the site writes to, as staff set it up: the one field map the site writes through
 * (`@amaranth/schemas/airtable`), each field's type and a select's options. The fake refuses what this
 * base would refuse.
 */
type FieldSpec = { readonly type: AirtableFieldType; readonly options?: readonly string[] }
export type Fields = Record<string, unknown>

const TABLES: Record<string, Record<string, FieldSpec>> = AIRTABLE_BASE

/** Fields a test took out of the base (`dropField`), by table: a base set up before the site asked for them. */
export type Lacking = ReadonlyMap<string, ReadonlySet<string>>

/** The field's type (and options) in this base, or undefined when the table has no such field. */
export const fieldSpec = (table: string, name: string, lacking?: Lacking): FieldSpec | undefined =>
  lacking?.get(table)?.has(name) ? undefined : TABLES[table]?.[name]

export const unknownField = (name: string) => airtableError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`)

const ACCEPTS: Record<Exclude<AirtableFieldType, 'singleSelect'>, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  currency: (value) => typeof value === 'number' && Number.isFinite(value),
  date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  // Airtable takes an ISO 8601 instant for a date-time field; a URL field is text it shows as a link.
  dateTime: (value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
  url: (value) => typeof value === 'string',
}

/** A single select takes one of its options: Airtable refuses a new option from a token without schema rights. */
const accepts = ({ type, options = [] }: FieldSpec, value: unknown) =>
  type === 'singleSelect' ? typeof value === 'string' && options.includes(value) : ACCEPTS[type](value)

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
    const spec = fieldSpec(table, name, lacking)
    if (!spec) return unknownField(name)
    if (value !== '' && value !== null && !accepts(spec, value)) {
      return airtableError(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${name}" cannot accept the provided value`)
    }
  }
  return null
}
