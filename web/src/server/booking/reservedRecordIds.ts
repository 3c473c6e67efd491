import type { Sql } from '../data/sql.ts'
import type { QuoteRecords } from './quoteRecord.ts'

/** A local submission's id: the record id of a quote reserved now (decision 0032). */
const LOCAL_ID = /^\d{1,12}$/
const AIRTABLE_ID = /^rec[A-Za-z0-9]{3,40}$/

/**
 * A quote reserved now is known by its local hire request's id; with Airtable, its record there is the
 * one the inquiry's `airtable` delivery created (its result, the Airtable id). Undefined until created.
 * An Airtable id answers itself.
 */
export async function airtableIdOf(sql: Sql, recordId: string): Promise<string | undefined> {
  if (!LOCAL_ID.test(recordId)) return recordId
  const { rows } = await sql.query<{ result: string | null }>(
    `SELECT result FROM deliveries WHERE submission = $1 AND target = 'airtable' AND state = 'delivered'`,
    [Number(recordId)],
  )
  const id = rows[0]?.result ?? ''
  return AIRTABLE_ID.test(id) ? id : undefined
}

/** The local hire request an Airtable record was created from by the outbox, if any. */
export async function localIdOf(sql: Sql, airtableId: string): Promise<string | undefined> {
  const { rows } = await sql.query<{ submission: number }>(
    `SELECT submission FROM deliveries WHERE target = 'airtable' AND result = $1`,
    [airtableId],
  )
  return rows[0] ? String(rows[0].submission) : undefined
}

/**
 * Airtable's records, and a quote reserved now by its local id: read from Airtable once the outbox has
 * created it there (its id kept as the local one), from the local submission until then.
 */
export function withReservedRecords(sql: Sql, airtable: QuoteRecords, local: QuoteRecords): QuoteRecords {
  return {
    async read(recordId, options) {
      if (!LOCAL_ID.test(recordId)) return airtable.read(recordId, options)
      const id = await airtableIdOf(sql, recordId)
      if (!id) return local.read(recordId, options)
      const record = await airtable.read(id, options)
      return record && { ...record, recordId }
    },
  }
}
