import { airtableError, refusal, type Answer, type Fields, type Lacking } from './base.ts'
import { parseFormula } from './formula.ts'
import type { Received, Store } from './store.ts'

/**
 * Listing and updating records as Airtable does, for the site's availability reads and for a test (or
 * staff) setting a request's Status: `GET /v0/{base}/{table}?fields[]=…&filterByFormula=…&pageSize=…&offset=…`
 * (pages of at most 100, an opaque offset to the next) and `PATCH /v0/{base}/{table}/{recordId}`.
 */
const MAX_PAGE_SIZE = 100

const rowsOf = (received: Received[], table: string) => received.filter((entry) => entry.table === table)

export function listRecords(received: Received[], table: string, query: URLSearchParams): Answer {
  const pageSize = Number(query.get('pageSize') ?? MAX_PAGE_SIZE)
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    return airtableError(422, 'INVALID_REQUEST_UNKNOWN', 'Invalid pageSize: at most 100')
  const formulaText = query.get('filterByFormula')
  const formula = formulaText ? parseFormula(formulaText) : () => true
  if (!formula) return airtableError(422, 'INVALID_FILTER_BY_FORMULA', 'The formula for filtering records is invalid')
  const offsetText = query.get('offset')
  const start = offsetText ? Number(/^itr(\d+)$/.exec(offsetText)?.[1] ?? NaN) : 0
  if (!Number.isInteger(start)) return airtableError(422, 'LIST_RECORDS_ITERATOR_NOT_AVAILABLE', 'Invalid offset')
  const wanted = query.getAll('fields[]')
  const matching = rowsOf(received, table).filter((entry) => formula(entry.record.fields))
  const page = matching.slice(start, start + pageSize).map(({ record }) => ({
    ...record,
    fields: wanted.length
      ? Object.fromEntries(Object.entries(record.fields).filter(([name]) => wanted.includes(name)))
      : record.fields,
  }))
  const next = start + pageSize < matching.length ? { offset: `itr${start + pageSize}` } : {}
  return { status: 200, body: { records: page, ...next } }
}

/** `GET /v0/{base}/{table}/{recordId}`: one record, every field, or 404 as Airtable answers. */
export function recordById(received: Received[], table: string, id: string): Answer {
  const entry = rowsOf(received, table).find((row) => row.record.id === id)
  return entry
    ? { status: 200, body: entry.record }
    : airtableError(404, 'NOT_FOUND', 'Could not find what you are looking for')
}

export function updateRecord(store: Store, table: string, id: string, body: unknown, lacking?: Lacking): Answer {
  const entry = rowsOf(store.received, table).find((row) => row.record.id === id)
  if (!entry) return airtableError(404, 'NOT_FOUND', 'Could not find what you are looking for')
  const refused = refusal(table, body, lacking)
  if (refused) return refused
  return { status: 200, body: store.update(entry, (body as { fields: Fields }).fields) }
}

/** `POST /v0/{base}/{table}/{recordId}/comments` with `{ text }`: a note on the record, as staff would leave one. */
export function commentOnRecord(store: Store, table: string, id: string, body: unknown): Answer {
  if (!rowsOf(store.received, table).some((row) => row.record.id === id))
    return airtableError(404, 'NOT_FOUND', 'Could not find what you are looking for')
  const text = (body as { text?: unknown } | null)?.text
  if (typeof text !== 'string' || !text.trim())
    return airtableError(422, 'INVALID_REQUEST_UNKNOWN', 'A comment needs its text')
  const { id: commentId, text: stored, createdTime } = store.comment(table, id, text)
  return { status: 200, body: { id: commentId, text: stored, createdTime } }
}
