import type { QuoteRow } from './bookings.ts'
import type { Sql } from './sql.ts'

/** The quote flow's emails, each recorded once per quote and kind (`booking_emails`), so none goes out twice. */

/** Records that an email of `kind` went out for a quote; false when one already had (never sent twice). */
export async function recordEmail(
  sql: Sql,
  {
    recordId,
    kind,
    now = Date.now(),
    submission = null,
  }: { recordId: string; kind: string; now?: number; submission?: number | null },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO booking_emails (record_id, kind, sent_at, submission) VALUES ($1, $2, $3, $4)
     ON CONFLICT (record_id, kind) DO NOTHING`,
    [recordId, kind, now, submission],
  )
  return rowCount === 1
}

export const emailsSent = async (sql: Sql, recordId: string): Promise<string[]> =>
  (
    await sql.query<{ kind: string }>('SELECT kind FROM booking_emails WHERE record_id = $1 ORDER BY sent_at, kind', [
      recordId,
    ])
  ).rows.map((row) => row.kind)

/** Quotes with a deposit paid and a balance still to pay, with the kinds of email each has had. */
export async function quotesDueForReminder(sql: Sql): Promise<Array<QuoteRow & { sent: string[] }>> {
  const { rows } = await sql.query<QuoteRow & { sent: string[] | null }>(
    `SELECT q.record_id AS "recordId", q.nonce, q.valid_until AS "validUntil", q.created_at AS "createdAt", q.state,
       (SELECT array_agg(e.kind ORDER BY e.kind) FROM booking_emails e WHERE e.record_id = q.record_id) AS sent
     FROM booking_quotes q WHERE q.state = 'confirmed' ORDER BY q.record_id`,
  )
  return rows.map((row) => ({ ...row, sent: row.sent ?? [] }))
}
