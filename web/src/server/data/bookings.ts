import { newQuoteNonce, quoteTokens } from './quoteToken.ts'
import type { Sql } from './sql.ts'

/**
 * Booking online (decision 0026): a quote per hire request (`recordId`: the Airtable record id, or the
 * local submission's id offline), the couple's acceptances, the Stripe payments and the emails sent.
 * Each change is one conditional statement or one transaction, so two instances never pay, settle or
 * send the same thing twice. The figures themselves live in the record (Airtable or the submission).
 */

export type QuoteRowState = 'open' | 'confirmed' | 'paid' | 'cancelled'
export type PaymentKind = 'deposit' | 'balance'
export type PaymentState = 'open' | 'paid' | 'expired' | 'refunded'

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

export type PaymentRow = {
  sessionId: string
  recordId: string
  kind: PaymentKind
  cents: number
  state: PaymentState
  paymentIntent: string | null
  acceptance: number | null
  createdAt: number
  expiresAt: number | null
  paidAt: number | null
  /** What the site owes back on this payment and asked Stripe to refund (an excess, a cancelled booking's, a second deposit). */
  refundCents: number
  /** What Stripe reports refunded of it (`charge.refunded`), asked for by the site or made in Stripe's dashboard. */
  refundedCents: number
}

/** What a paid payment still counts towards the booking: its amount less what is owed or given back. */
export const keptCents = (p: Pick<PaymentRow, 'cents' | 'refundCents' | 'refundedCents'>) =>
  Math.max(0, p.cents - Math.max(p.refundCents, p.refundedCents))

const QUOTE = `SELECT record_id AS "recordId", nonce, valid_until AS "validUntil", created_at AS "createdAt", state
  FROM booking_quotes`
const PAYMENT = `SELECT session_id AS "sessionId", record_id AS "recordId", kind, cents, state,
  payment_intent AS "paymentIntent", acceptance, created_at AS "createdAt", expires_at AS "expiresAt",
  paid_at AS "paidAt", refund_cents AS "refundCents", refunded_cents AS "refundedCents" FROM booking_payments`
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
 * A Checkout Session made for a quote; the same session id twice is one row. False when nothing was stored:
 * that session was stored before, or (a balance) the quote already has an open balance session, which the
 * `booking_one_open_balance` index allows once. `state` 'expired' stores a session that can never count as
 * the open one (a paid session found only when it settles).
 */
export async function openPayment(
  sql: Sql,
  p: Pick<PaymentRow, 'sessionId' | 'recordId' | 'kind' | 'cents' | 'acceptance' | 'createdAt' | 'expiresAt'>,
  state: 'open' | 'expired' = 'open',
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `INSERT INTO booking_payments (session_id, record_id, kind, cents, acceptance, created_at, expires_at, state)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
    [p.sessionId, p.recordId, p.kind, p.cents, p.acceptance, p.createdAt, p.expiresAt, state],
  )
  return rowCount === 1
}

export const paymentBySession = async (sql: Sql, sessionId: string): Promise<PaymentRow | undefined> =>
  (await sql.query<PaymentRow>(`${PAYMENT} WHERE session_id = $1`, [sessionId])).rows[0]

export const payments = async (sql: Sql, recordId: string, state?: PaymentState): Promise<PaymentRow[]> =>
  (
    await sql.query<PaymentRow>(
      `${PAYMENT} WHERE record_id = $1 AND ($2::text IS NULL OR state = $2) ORDER BY created_at, session_id`,
      [recordId, state ?? null],
    )
  ).rows

/** An open session that Stripe expired (or we expired): false when it was no longer open. */
export async function expirePayment(sql: Sql, sessionId: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE booking_payments SET state = 'expired' WHERE session_id = $1 AND state = 'open'`,
    [sessionId],
  )
  return rowCount === 1
}

export type Settled =
  /** Stored as paid now (its acceptance stands). */
  | { status: 'paid'; payment: PaymentRow }
  /** Paid or refunded before: a replay. */
  | { status: 'already'; payment: PaymentRow }
  /** A deposit paid while another deposit was already paid: marked refunded, for the caller to refund. */
  | { status: 'second-deposit'; payment: PaymentRow }
  /** Paid after the quote was cancelled: marked refunded in full, for the caller to refund. */
  | { status: 'cancelled'; payment: PaymentRow }
  | { status: 'unknown' }

/**
 * A paid session, settled once however often it is reported: the payment paid (a second deposit, or any
 * payment on a cancelled quote, refunded in full instead; the unique index also enforces one deposit)
 * and its acceptance standing. Run inside the caller's transaction (`sql.transaction`) to queue the
 * deliveries in the same commit: the quote's row stays locked until then, so the settles of one quote
 * and its cancel (`setQuoteState` 'cancelled') take turns, each seeing what the one before committed.
 */
export async function settlePayment(
  sql: Sql,
  { sessionId, paymentIntent, now }: { sessionId: string; paymentIntent: string | null; now: number },
): Promise<Settled> {
  return sql.transaction(async (tx) => {
    const { rows } = await tx.query<PaymentRow>(`${PAYMENT} WHERE session_id = $1 FOR UPDATE`, [sessionId])
    const payment = rows[0]
    if (!payment) return { status: 'unknown' }
    if (payment.state === 'paid' || payment.state === 'refunded') return { status: 'already', payment }
    const quote = await tx.query<{ state: QuoteRowState }>(
      'SELECT state FROM booking_quotes WHERE record_id = $1 FOR UPDATE',
      [payment.recordId],
    )
    const cancelled = quote.rows[0]?.state === 'cancelled'
    const other =
      !cancelled &&
      payment.kind === 'deposit' &&
      (
        await tx.query(`SELECT 1 FROM booking_payments WHERE record_id = $1 AND kind = 'deposit' AND state = 'paid'`, [
          payment.recordId,
        ])
      ).rowCount > 0
    const refund = cancelled || other
    await tx.query(
      `UPDATE booking_payments SET state = $2, payment_intent = $3, paid_at = $4, refund_cents = $5 WHERE session_id = $1`,
      [sessionId, refund ? 'refunded' : 'paid', paymentIntent, now, refund ? payment.cents : 0],
    )
    const updated = (await paymentBySession(tx, sessionId))!
    if (cancelled) return { status: 'cancelled', payment: updated }
    if (other) return { status: 'second-deposit', payment: updated }
    if (payment.acceptance !== null)
      await tx.query('UPDATE booking_acceptances SET stands = true WHERE id = $1', [payment.acceptance])
    return { status: 'paid', payment: updated }
  })
}

/** Part of a paid payment owed back (a balance paid beyond what was due): asked of Stripe by the caller. */
export async function owePayment(sql: Sql, sessionId: string, cents: number): Promise<void> {
  await sql.query('UPDATE booking_payments SET refund_cents = $2 WHERE session_id = $1', [sessionId, cents])
}

/**
 * What Stripe reports refunded of a payment (`charge.refunded`'s running `amount_refunded`): the payment
 * as it is now, and whether this report changed it (a replay, or an older report arriving late, does not).
 */
export async function recordRefunded(
  sql: Sql,
  paymentIntent: string,
  amountRefunded: number,
): Promise<{ payment: PaymentRow; changed: boolean } | undefined> {
  const { rowCount } = await sql.query(
    'UPDATE booking_payments SET refunded_cents = $2 WHERE payment_intent = $1 AND refunded_cents < $2',
    [paymentIntent, amountRefunded],
  )
  const payment = await paymentByIntent(sql, paymentIntent)
  return payment && { payment, changed: rowCount === 1 }
}

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

/** The payment a Stripe PaymentIntent paid (a refund names only that). */
export const paymentByIntent = async (sql: Sql, paymentIntent: string): Promise<PaymentRow | undefined> =>
  (await sql.query<PaymentRow>(`${PAYMENT} WHERE payment_intent = $1`, [paymentIntent])).rows[0]

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
