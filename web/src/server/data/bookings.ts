import { newQuoteNonce, quoteTokens } from './quoteToken.ts'
import type { Sql } from './sql.ts'

/**
 * Booking online (decision 0026): a quote per hire request (`recordId`: the Airtable record id, or the
 * local submission's id offline) and the couple's acceptances; its payments are in bookingPayments.ts, its
 * emails in bookingEmails.ts. Each change is one conditional statement or one transaction, so two instances
 * never pay, settle or send the same thing twice. The figures themselves live in the record (Airtable or
 * the submission).
 */

export type QuoteRowState = 'open' | 'confirmed' | 'paid' | 'cancelled'

export type QuoteRow = { recordId: string; nonce: string; validUntil: string; createdAt: number; state: QuoteRowState }

export type AcceptanceRow<F = unknown> = {
  id: number
  recordId: string
  fullName: string
  acceptedAt: number
  ip: string | null
  userAgent: string | null
  termsVersion: string | null
  figures: F
  stands: boolean
}

const QUOTE = `SELECT record_id AS "recordId", nonce, valid_until AS "validUntil", created_at AS "createdAt", state
  FROM booking_quotes`
const ACCEPTANCE = `SELECT id, record_id AS "recordId", full_name AS "fullName", accepted_at AS "acceptedAt", ip,
  user_agent AS "userAgent", terms_version AS "termsVersion", figures, stands FROM booking_acceptances`

/**
 * The quote of a record, made on first call; its signed token (quoteToken.ts, keyed by `secret`, the
 * server's STRIPE_SECRET_KEY). Idempotent: a second call returns the same token and keeps the stored
 * `validUntil` (YYYY-MM-DD); `setValidUntil` moves it.
 */
export async function createQuote(
  sql: Sql,
  {
    recordId,
    validUntil,
    secret,
    now = Date.now(),
  }: { recordId: string; validUntil: string; secret: string; now?: number },
): Promise<string> {
  const { rows } = await sql.query<{ nonce: string }>(
    `INSERT INTO booking_quotes (record_id, nonce, valid_until, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (record_id) DO UPDATE SET record_id = excluded.record_id RETURNING nonce`,
    [recordId, newQuoteNonce(), validUntil, now],
  )
  return quoteTokens(secret).issue(recordId, rows[0]!.nonce)
}

/** The quote a token names, or undefined for a tampered or unknown one; the signature is checked before any read. */
export async function quoteByToken(sql: Sql, token: string, secret: string): Promise<QuoteRow | undefined> {
  const named = quoteTokens(secret).read(token)
  if (!named) return undefined
  const { rows } = await sql.query<QuoteRow>(`${QUOTE} WHERE record_id = $1 AND nonce = $2`, [
    named.recordId,
    named.nonce,
  ])
  return rows[0]
}

export const quoteByRecord = async (sql: Sql, recordId: string): Promise<QuoteRow | undefined> =>
  (await sql.query<QuoteRow>(`${QUOTE} WHERE record_id = $1`, [recordId])).rows[0]

/** Staff moved `Quote Valid Until`: the stored day follows. */
export async function setValidUntil(sql: Sql, recordId: string, validUntil: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    'UPDATE booking_quotes SET valid_until = $2 WHERE record_id = $1 AND valid_until <> $2',
    [recordId, validUntil],
  )
  return rowCount === 1
}

/** The quote's state; a cancelled quote stays cancelled (staff's word is final: nothing the site does reopens it). */
export async function setQuoteState(sql: Sql, recordId: string, state: QuoteRowState): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE booking_quotes SET state = $2 WHERE record_id = $1 AND state <> $2 AND state <> 'cancelled'`,
    [recordId, state],
  )
  return rowCount === 1
}

/** Stores an acceptance's evidence; it stands at once when `stands` (a deposit was paid before), else on payment. */
export async function recordAcceptance(
  sql: Sql,
  a: Omit<AcceptanceRow, 'id' | 'recordId' | 'stands'> & { recordId: string; stands?: boolean },
): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `INSERT INTO booking_acceptances (record_id, full_name, accepted_at, ip, user_agent, terms_version, figures, stands)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      a.recordId,
      a.fullName,
      a.acceptedAt,
      a.ip,
      a.userAgent,
      a.termsVersion,
      JSON.stringify(a.figures),
      a.stands ?? false,
    ],
  )
  return rows[0]!.id
}

export async function acceptances<F = unknown>(sql: Sql, recordId: string): Promise<AcceptanceRow<F>[]> {
  const { rows } = await sql.query<AcceptanceRow<string>>(`${ACCEPTANCE} WHERE record_id = $1 ORDER BY id`, [recordId])
  return rows.map((row) => ({ ...row, figures: JSON.parse(row.figures) as F }))
}

/** The acceptance the balance follows: the newest that stands. */
export const standingAcceptance = async <F = unknown>(sql: Sql, recordId: string) =>
  (await acceptances<F>(sql, recordId)).filter((row) => row.stands).at(-1)

/**
 * Offline (no Airtable), a paid deposit's hire request becomes Confirmed, so availability holds its stock;
 * never over staff's Cancelled or Completed (`pnpm inquiries cancel|complete`), in the same statement.
 */
export async function confirmLocalRequest(sql: Sql, submission: number, now: number): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO inquiry_status (submission, status, updated_at)
     SELECT id, 'Confirmed', $2 FROM submissions WHERE id = $1 AND table_name = 'Equipment Hire Requests'
     ON CONFLICT (submission) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at
       WHERE inquiry_status.status NOT IN ('Cancelled', 'Completed')`,
    [submission, new Date(now).toISOString()],
  )
  return rowCount === 1
}
