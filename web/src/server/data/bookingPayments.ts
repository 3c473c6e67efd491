import type { QuoteRowState } from './bookings.ts'
import type { Sql } from './sql.ts'

/**
 * A quote's Stripe payments (decision 0026): each Checkout Session made for a deposit, a balance or a
 * change's difference, settled once however often it is reported, and what is owed back or refunded of it.
 */

export type PaymentKind = 'deposit' | 'balance'
export type PaymentState = 'open' | 'paid' | 'expired' | 'refunded'

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

const PAYMENT = `SELECT session_id AS "sessionId", record_id AS "recordId", kind, cents, state,
  payment_intent AS "paymentIntent", acceptance, created_at AS "createdAt", expires_at AS "expiresAt",
  paid_at AS "paidAt", refund_cents AS "refundCents", refunded_cents AS "refundedCents" FROM booking_payments`

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

/** The payment a Stripe PaymentIntent paid (a refund names only that). */
export const paymentByIntent = async (sql: Sql, paymentIntent: string): Promise<PaymentRow | undefined> =>
  (await sql.query<PaymentRow>(`${PAYMENT} WHERE payment_intent = $1`, [paymentIntent])).rows[0]
