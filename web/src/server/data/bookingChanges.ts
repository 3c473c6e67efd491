import type { Sql } from './sql.ts'

/**
 * Final numbers' changes (migration 0009, decision 0033): each change a couple sent to a confirmed booking,
 * its evidence and its figures (`F`, the caller's JSON shape). One open change per booking is enforced by
 * the `booking_one_open_change` index; every move of a change is one conditional UPDATE.
 */
export type ChangeState = 'with-staff' | 'paying' | 'applied' | 'refused' | 'dropped'

export type ChangeRow<F = unknown> = {
  id: number
  recordId: string
  state: ChangeState
  fullName: string
  requestedAt: number
  ip: string | null
  userAgent: string | null
  termsVersion: string | null
  figures: F
  sessionId: string | null
  refundCents: number
  requestSubmission: number | null
  decidedAt: number | null
  decidedBy: string | null
  reason: string | null
}

export const OPEN_CHANGE_STATES: readonly ChangeState[] = ['with-staff', 'paying']

const CHANGE = `SELECT id, record_id AS "recordId", state, full_name AS "fullName", requested_at AS "requestedAt", ip,
  user_agent AS "userAgent", terms_version AS "termsVersion", figures, session_id AS "sessionId",
  refund_cents AS "refundCents", request_submission AS "requestSubmission", decided_at AS "decidedAt",
  decided_by AS "decidedBy", reason FROM booking_changes`

const parsed = <F>(row: ChangeRow<string>): ChangeRow<F> => ({ ...row, figures: JSON.parse(row.figures) as F })

/** Another change of the booking is open: the unique index refused the second. */
export class ChangeOpen extends Error {}

const UNIQUE_VIOLATION = '23505'

/**
 * Stores a change sent; `state` open (`with-staff`, `paying`) or `applied` at once. Throws ChangeOpen when
 * the booking already has an open change (two tabs, two instances: the index lets one through).
 */
export async function storeChange<F>(
  sql: Sql,
  c: Pick<
    ChangeRow<F>,
    'recordId' | 'state' | 'fullName' | 'requestedAt' | 'ip' | 'userAgent' | 'termsVersion' | 'figures'
  > & {
    refundCents?: number
    decidedBy?: string
  },
): Promise<number> {
  try {
    const { rows } = await sql.query<{ id: number }>(
      `INSERT INTO booking_changes (record_id, state, full_name, requested_at, ip, user_agent, terms_version, figures,
         refund_cents, decided_at, decided_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        c.recordId,
        c.state,
        c.fullName,
        c.requestedAt,
        c.ip,
        c.userAgent,
        c.termsVersion,
        JSON.stringify(c.figures),
        c.refundCents ?? 0,
        c.state === 'applied' ? c.requestedAt : null,
        c.decidedBy ?? null,
      ],
    )
    return rows[0]!.id
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ChangeOpen(`${c.recordId} has an open change`)
    throw error
  }
}

export const changeById = async <F>(sql: Sql, id: number): Promise<ChangeRow<F> | undefined> => {
  const row = (await sql.query<ChangeRow<string>>(`${CHANGE} WHERE id = $1`, [id])).rows[0]
  return row && parsed<F>(row)
}

/** Every change of a booking, oldest first. */
export const changesOf = async <F>(sql: Sql, recordId: string): Promise<ChangeRow<F>[]> =>
  (await sql.query<ChangeRow<string>>(`${CHANGE} WHERE record_id = $1 ORDER BY id`, [recordId])).rows.map((row) =>
    parsed<F>(row),
  )

/** The booking's open change (waiting for staff or for a payment), if any. */
export const openChange = async <F>(sql: Sql, recordId: string): Promise<ChangeRow<F> | undefined> =>
  (await changesOf<F>(sql, recordId)).find((row) => OPEN_CHANGE_STATES.includes(row.state))

/** The open changes in `state`, for the quote watcher's round and the commands. */
export const changesIn = async <F>(sql: Sql, state: ChangeState): Promise<ChangeRow<F>[]> =>
  (await sql.query<ChangeRow<string>>(`${CHANGE} WHERE state = $1 ORDER BY id`, [state])).rows.map((row) =>
    parsed<F>(row),
  )

export const changeBySession = async <F>(sql: Sql, sessionId: string): Promise<ChangeRow<F> | undefined> => {
  const row = (await sql.query<ChangeRow<string>>(`${CHANGE} WHERE session_id = $1`, [sessionId])).rows[0]
  return row && parsed<F>(row)
}

/**
 * Moves a change from `from` to `to` in one conditional UPDATE: the row as moved, or undefined when it was
 * no longer in `from` (another instance, the webhook or the return moved it first).
 */
export async function moveChange<F>(
  sql: Sql,
  id: number,
  from: ChangeState,
  to: ChangeState,
  { now, by, reason, refundCents }: { now: number; by?: string; reason?: string; refundCents?: number },
): Promise<ChangeRow<F> | undefined> {
  const { rows } = await sql.query<{ id: number }>(
    `UPDATE booking_changes SET state = $3, decided_at = $4, decided_by = COALESCE($5, decided_by),
       reason = COALESCE($6, reason), refund_cents = COALESCE($7, refund_cents)
     WHERE id = $1 AND state = $2 RETURNING id`,
    [id, from, to, now, by ?? null, reason ?? null, refundCents ?? null],
  )
  return rows[0] ? changeById<F>(sql, id) : undefined
}

/** The Checkout Session made for a `paying` change's difference. */
export async function setChangeSession(sql: Sql, id: number, sessionId: string): Promise<void> {
  await sql.query('UPDATE booking_changes SET session_id = $2 WHERE id = $1', [id, sessionId])
}

/** The outbox row that writes `Change Request: Requested` into the record. */
export async function setRequestSubmission(sql: Sql, id: number, submission: number): Promise<void> {
  await sql.query('UPDATE booking_changes SET request_submission = $2 WHERE id = $1', [id, submission])
}

/**
 * Serialises a booking's changes and settles until the caller's transaction ends (the quote's row lock, the
 * one `settlePayment` takes): two submits at once take turns, the second seeing what the first committed.
 */
export async function lockBooking(sql: Sql, recordId: string): Promise<{ state: string } | undefined> {
  const { rows } = await sql.query<{ state: string }>(
    'SELECT state FROM booking_quotes WHERE record_id = $1 FOR UPDATE',
    [recordId],
  )
  return rows[0]
}

/**
 * The booking's held lines moved by a change: the hold now keeps `items`, noting the Items it replaced,
 * until `endsAt` (the event's day). A booking paid before holds already; one without a hold gets one.
 */
export async function moveHold(
  sql: Sql,
  hold: { recordId: string; eventDate: string; items: string; replaces: string; endsAt: number; now: number },
): Promise<void> {
  await sql.query(
    `INSERT INTO booking_holds (record_id, event_date, items, ends_at, paid_at, replaces) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (record_id) DO UPDATE SET items = excluded.items, replaces = excluded.replaces,
       ends_at = GREATEST(booking_holds.ends_at, excluded.ends_at), paid_at = COALESCE(booking_holds.paid_at, excluded.paid_at),
       lost_at = NULL`,
    [hold.recordId, hold.eventDate, hold.items, hold.endsAt, hold.now, hold.replaces],
  )
}

/** Of a paid payment, `cents` more is owed back (a change lowered the total): added to what it owed already. */
export async function oweMore(sql: Sql, sessionId: string, cents: number): Promise<void> {
  await sql.query('UPDATE booking_payments SET refund_cents = refund_cents + $2 WHERE session_id = $1', [
    sessionId,
    cents,
  ])
}

/**
 * Offline (no Airtable) the local hire request is the record: a change applied rewrites its `Items` and
 * `Total Cost` (dollars) in the applying transaction, so the page, availability and `pnpm inquiries` follow.
 */
export async function setLocalItems(sql: Sql, submission: number, items: string, totalDollars: number): Promise<void> {
  await sql.query(
    `UPDATE submissions SET fields = (fields::jsonb || $2::jsonb)::text
     WHERE id = $1 AND table_name = 'Equipment Hire Requests'`,
    [submission, JSON.stringify({ Items: items, 'Total Cost': totalDollars })],
  )
}

/** Whether an outbox row's delivery to `target` is done (the record has the site's `Change Request: Requested`). */
export async function deliveredTo(sql: Sql, submission: number, target: string): Promise<boolean> {
  const { rowCount } = await sql.query(
    `SELECT 1 FROM deliveries WHERE submission = $1 AND target = $2 AND state = 'delivered'`,
    [submission, target],
  )
  return rowCount > 0
}
