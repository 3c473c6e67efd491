import { airtableError, fieldSpec, refusal, type Answer, type Fields, type Lacking } from './base.ts'
import type { Received, Store } from './store.ts'

/**
 * Updating records in bulk as Airtable does: `PATCH` (or `PUT`, which clears the cells not named)
 * `/v0/{base}/{table}` with `{ records: [{ id?, fields }], performUpsert?: { fieldsToMergeOn } }`, the
 * body the airtable package's `table.update(records, { performUpsert })` sends. Without `performUpsert`
 * each record names its id; with it, a record is matched on the fields to merge on: found, it is
 * updated, otherwise created, and the answer lists which in `createdRecords` and `updatedRecords`.
 */
type UpdateBody = {
  records: Array<{ id?: unknown; fields: Fields }>
  performUpsert?: { fieldsToMergeOn?: unknown }
}

const MAX_RECORDS = 10

/** Airtable's refusal of a bulk update, or null when the base accepts it. */
export function updateRefusal(table: string, body: unknown, lacking?: Lacking): Answer | null {
  const { records, performUpsert } = (body ?? {}) as Partial<UpdateBody>
  if (!Array.isArray(records) || records.length < 1 || records.length > MAX_RECORDS)
    return airtableError(422, 'INVALID_RECORDS', `Give 1 to ${MAX_RECORDS} records`)
  for (const record of records) {
    const refused = refusal(table, record, lacking)
    if (refused) return refused
  }
  if (performUpsert === undefined) {
    return records.every((record) => typeof record.id === 'string')
      ? null
      : airtableError(422, 'INVALID_RECORDS', 'Each record needs an id unless performUpsert is given')
  }
  const merge = performUpsert.fieldsToMergeOn
  if (!Array.isArray(merge) || merge.length < 1 || merge.length > 3 || !merge.every((n) => typeof n === 'string'))
    return airtableError(422, 'INVALID_REQUEST_UNKNOWN', 'performUpsert.fieldsToMergeOn: give 1 to 3 field names')
  const missing = merge.find((name) => !fieldSpec(table, name, lacking))
  if (missing) return airtableError(422, 'INVALID_VALUE_FOR_COLUMN', `Unknown field name: "${missing}"`)
  const blank = records.find((record) => merge.some((name) => sameCell(record.fields[name], '')))
  return blank ? airtableError(422, 'INVALID_RECORDS', 'A record has no value in a field to merge on') : null
}

const sameCell = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '')

/** Performs a bulk update the base accepted (updateRefusal gave null): every record, or none. */
export function updateRecords(
  store: Store,
  target: { table: string; baseId: string; authorization: string },
  body: unknown,
  replace: boolean,
): Answer {
  const { records, performUpsert } = body as UpdateBody
  const merge = performUpsert?.fieldsToMergeOn as string[] | undefined
  const rows = store.received.filter((entry) => entry.table === target.table)
  // Every record is matched before any is written, so a refusal leaves the table as it was.
  const matches: Array<Received | undefined> = []
  for (const { id, fields } of records) {
    const found = merge
      ? rows.filter((row) => merge.every((name) => sameCell(row.record.fields[name], fields[name])))
      : rows.filter((row) => row.record.id === id)
    if (!merge && !found.length) return airtableError(404, 'NOT_FOUND', 'Could not find what you are looking for')
    if (found.length > 1)
      return airtableError(422, 'INVALID_RECORDS', 'More than one record matches the fields to merge on')
    matches.push(found[0])
  }
  const createdRecords: string[] = []
  const updatedRecords: string[] = []
  const written = records.map(({ fields }, index) => {
    const existing = matches[index]
    if (!existing) {
      const record = store.create(target.table, target.baseId, target.authorization, { fields })
      createdRecords.push(record.id)
      return record
    }
    updatedRecords.push(existing.record.id)
    return store.update(existing, fields, replace)
  })
  return { status: 200, body: merge ? { records: written, createdRecords, updatedRecords } : { records: written } }
}
