import { AIRTABLE_TABLES } from '@amaranth/schemas/airtable'
import type { Sql } from './sql.ts'

/**
 * Offline bookings (no AIRTABLE_TOKEN): a hire request's Status beside its submission, set by `pnpm
 * inquiries confirm|cancel|complete <id>` as staff would set it in Airtable; and what the last
 * availability read could not use (lines matching no product, dates that are not a day), for staff.
 */

const HIRE_REQUESTS = AIRTABLE_TABLES.equipmentHireRequests

export type UnmatchedRow = { ref: string; line: string; reason: string; seenAt: string }
export type UndatedRow = { ref: string; eventDate: string; seenAt: string }

export function createStatusRows(sql: Sql) {
  return {
    /** Sets a hire request's status; false when there is no hire request with that id. */
    async set(submission: number, status: string, now = Date.now()): Promise<boolean> {
      const { rowCount } = await sql.query(
        `INSERT INTO inquiry_status (submission, status, updated_at)
         SELECT id, $2, $3 FROM submissions WHERE id = $1 AND table_name = $4
         ON CONFLICT (submission) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
        [submission, status, new Date(now).toISOString(), HIRE_REQUESTS],
      )
      return rowCount === 1
    },

    async all(): Promise<Map<number, string>> {
      const { rows } = await sql.query<{ submission: number; status: string }>(
        'SELECT submission, status FROM inquiry_status',
      )
      return new Map(rows.map((row) => [row.submission, row.status]))
    },

    /** The hire requests with a status, and their fields as stored. */
    async withStatus(status: string): Promise<Array<{ id: number; fields: Record<string, unknown> }>> {
      const { rows } = await sql.query<{ id: number; fields: string }>(
        `SELECT s.id, s.fields FROM submissions s JOIN inquiry_status st ON st.submission = s.id
         WHERE s.table_name = $1 AND st.status = $2 ORDER BY s.id`,
        [HIRE_REQUESTS, status],
      )
      return rows.map((row) => ({ id: row.id, fields: JSON.parse(row.fields) as Record<string, unknown> }))
    },

    /** Replaces what the last read found for staff to fix with what this one found, in one transaction. */
    saveProblems(
      unknown: ReadonlyArray<Omit<UnmatchedRow, 'seenAt'>>,
      undated: ReadonlyArray<Omit<UndatedRow, 'seenAt'>>,
      now = Date.now(),
    ): Promise<void> {
      const seenAt = new Date(now).toISOString()
      return sql.transaction(async (tx) => {
        await tx.query('DELETE FROM unmatched_lines')
        await tx.query('DELETE FROM undated_requests')
        for (const line of unknown)
          await tx.query('INSERT INTO unmatched_lines (ref, line, reason, seen_at) VALUES ($1, $2, $3, $4)', [
            line.ref,
            line.line,
            line.reason,
            seenAt,
          ])
        for (const request of undated)
          await tx.query('INSERT INTO undated_requests (ref, event_date, seen_at) VALUES ($1, $2, $3)', [
            request.ref,
            request.eventDate,
            seenAt,
          ])
      })
    },

    unmatched: async () =>
      (await sql.query<UnmatchedRow>('SELECT ref, line, reason, seen_at AS "seenAt" FROM unmatched_lines ORDER BY ref'))
        .rows,

    undated: async () =>
      (
        await sql.query<UndatedRow>(
          'SELECT ref, event_date AS "eventDate", seen_at AS "seenAt" FROM undated_requests ORDER BY ref',
        )
      ).rows,
  }
}

export type StatusRows = ReturnType<typeof createStatusRows>
