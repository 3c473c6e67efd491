import type { Sql } from '../data/sql.ts'

/**
 * The reservations' rows (migration 0008, decision 0032). Every change of state is one conditional
 * UPDATE that answers whether it moved the row: whoever moves it first (a webhook or a return, a capture
 * or a cancel, on any instance) is the only one that acts.
 */
export type ReservationState = 'checkout' | 'reserved' | 'capturing' | 'cancelling' | 'expired'

export type Reservation = {
  recordId: string
  sessionId: string | null
  paymentIntent: string | null
  state: ReservationState
  eventDate: string
  items: string
  totalCents: number
  depositCents: number
  email: string
  name: string
  windowHours: number
  windowAction: 'accept' | 'decline'
  createdAt: number
  reservedAt: number | null
  decidedAt: number | null
  decidedBy: string | null
}

const ROW = `SELECT record_id AS "recordId", session_id AS "sessionId", payment_intent AS "paymentIntent", state,
  event_date AS "eventDate", items, total_cents AS "totalCents", deposit_cents AS "depositCents", email, name,
  window_hours AS "windowHours", window_action AS "windowAction", created_at AS "createdAt",
  reserved_at AS "reservedAt", decided_at AS "decidedAt", decided_by AS "decidedBy" FROM reservations`

export type NewReservation = Pick<
  Reservation,
  | 'recordId'
  | 'eventDate'
  | 'items'
  | 'totalCents'
  | 'depositCents'
  | 'email'
  | 'name'
  | 'windowHours'
  | 'windowAction'
  | 'createdAt'
>

export async function storeReservation(sql: Sql, r: NewReservation): Promise<void> {
  await sql.query(
    `INSERT INTO reservations (record_id, state, event_date, items, total_cents, deposit_cents, email, name,
       window_hours, window_action, created_at) VALUES ($1, 'checkout', $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      r.recordId,
      r.eventDate,
      r.items,
      r.totalCents,
      r.depositCents,
      r.email,
      r.name,
      r.windowHours,
      r.windowAction,
      r.createdAt,
    ],
  )
}

export const reservationOf = async (sql: Sql, recordId: string): Promise<Reservation | undefined> =>
  (await sql.query<Reservation>(`${ROW} WHERE record_id = $1`, [recordId])).rows[0]

export const reservationsIn = async (sql: Sql, state: ReservationState): Promise<Reservation[]> =>
  (await sql.query<Reservation>(`${ROW} WHERE state = $1 ORDER BY record_id`, [state])).rows

export async function setSession(sql: Sql, recordId: string, sessionId: string): Promise<void> {
  await sql.query('UPDATE reservations SET session_id = $2 WHERE record_id = $1', [recordId, sessionId])
}

/** `from` → `to` if the row is still in `from`; the row as it is now when this call moved it. */
export async function moveReservation(
  sql: Sql,
  recordId: string,
  from: ReservationState,
  to: ReservationState,
  facts: { now: number; paymentIntent?: string | null; by?: string },
): Promise<Reservation | undefined> {
  const { rows } = await sql.query<{ recordId: string }>(
    `UPDATE reservations SET state = $3,
       payment_intent = COALESCE($4, payment_intent),
       reserved_at = CASE WHEN $3 = 'reserved' THEN $5 ELSE reserved_at END,
       decided_at = CASE WHEN $3 IN ('capturing', 'cancelling') THEN $5 ELSE decided_at END,
       decided_by = CASE WHEN $3 IN ('capturing', 'cancelling') THEN $6 ELSE decided_by END
     WHERE record_id = $1 AND state = $2 RETURNING record_id AS "recordId"`,
    [recordId, from, to, facts.paymentIntent ?? null, facts.now, facts.by ?? null],
  )
  return rows[0] ? reservationOf(sql, recordId) : undefined
}
