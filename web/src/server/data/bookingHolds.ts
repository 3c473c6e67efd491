import type { Sql } from './sql.ts'

/**
 * The quotes' holds on their lines (migration 0006, decision 0026): what an accepted quote keeps on its
 * date while its deposit session is open, and after its deposit is paid until the record reads Confirmed.
 * Checks that hold stock run under `lockHolds`, so two instances never both take the last pieces.
 */
export type HoldRow = {
  recordId: string
  eventDate: string
  items: string
  endsAt: number
  paidAt: number | null
  /** The Items a change replaced (migration 0009), while the record may still read them. */
  replaces?: string | null
}

export type HoldLines = { recordId: string; eventDate: string; items: string; endsAt: number }

/** Serialises every check that takes stock (accepts and deposits settling) until the caller's transaction ends. */
export const lockHolds = (tx: Sql) => tx.exec('LOCK TABLE booking_holds IN EXCLUSIVE MODE')

/**
 * The holds in force at `now`: not ended, not lost, the booking not cancelled; `paidOnly`, those whose
 * deposit is paid (what a deposit settling must yield to: the first paid keeps the pieces).
 */
export async function liveHolds(sql: Sql, now: number, { paidOnly = false } = {}): Promise<HoldRow[]> {
  // A quote reserved now holds under its local id; once its request is in Airtable (the inquiry's delivery's
  // result) it is named by that record's id, so its Confirmed record and its hold are known to be one.
  const { rows } = await sql.query<HoldRow>(
    `SELECT COALESCE(d.result, h.record_id) AS "recordId", h.event_date AS "eventDate", h.items,
       h.ends_at AS "endsAt", h.paid_at AS "paidAt", h.replaces
     FROM booking_holds h JOIN booking_quotes q ON q.record_id = h.record_id
     LEFT JOIN deliveries d ON d.target = 'airtable' AND d.state = 'delivered' AND d.result LIKE 'rec%'
       AND CAST(d.submission AS TEXT) = h.record_id
     WHERE h.ends_at > $1 AND h.lost_at IS NULL AND q.state <> 'cancelled'
       AND ($2::boolean = false OR h.paid_at IS NOT NULL) ORDER BY h.record_id`,
    [now, paidOnly],
  )
  return rows
}

/** The quote's lines held until `endsAt` for a deposit session; a hold already paid is left as it is. */
export async function placeHold(sql: Sql, hold: HoldLines): Promise<void> {
  await sql.query(
    `INSERT INTO booking_holds (record_id, event_date, items, ends_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (record_id) DO UPDATE SET event_date = excluded.event_date, items = excluded.items,
       ends_at = excluded.ends_at, lost_at = NULL WHERE booking_holds.paid_at IS NULL`,
    [hold.recordId, hold.eventDate, hold.items, hold.endsAt],
  )
}

/** The session could not be opened: its hold ends at once (a paid one stays). */
export async function releaseHold(sql: Sql, recordId: string): Promise<void> {
  await sql.query('DELETE FROM booking_holds WHERE record_id = $1 AND paid_at IS NULL', [recordId])
}

/** The deposit is paid: the lines stay held until `endsAt` (the event's day), whatever the session's end. */
export async function holdPaid(sql: Sql, hold: HoldLines & { now: number }): Promise<void> {
  await sql.query(
    `INSERT INTO booking_holds (record_id, event_date, items, ends_at, paid_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (record_id) DO UPDATE SET event_date = excluded.event_date, items = excluded.items,
       ends_at = excluded.ends_at, paid_at = excluded.paid_at, lost_at = NULL`,
    [hold.recordId, hold.eventDate, hold.items, hold.endsAt, hold.now],
  )
}

/**
 * A deposit paid for pieces that had gone to a booking paid first: its payment is marked refunded (the
 * caller queues the refund), its acceptance does not stand, and the hold is kept as lost for the page.
 */
export async function holdLost(
  sql: Sql,
  {
    recordId,
    eventDate,
    items,
    sessionId,
    acceptance,
    now,
  }: Omit<HoldLines, 'endsAt'> & {
    sessionId: string
    acceptance: number | null
    now: number
  },
): Promise<void> {
  await sql.query(`UPDATE booking_payments SET state = 'refunded' WHERE session_id = $1`, [sessionId])
  if (acceptance !== null) await sql.query('UPDATE booking_acceptances SET stands = false WHERE id = $1', [acceptance])
  await sql.query(
    `INSERT INTO booking_holds (record_id, event_date, items, ends_at, lost_at) VALUES ($1, $2, $3, 0, $4)
     ON CONFLICT (record_id) DO UPDATE SET ends_at = 0, paid_at = NULL, lost_at = excluded.lost_at`,
    [recordId, eventDate, items, now],
  )
}

/** Whether the quote's pieces went to a booking paid first (its deposit refunded), since it last held them. */
export const piecesWent = async (sql: Sql, recordId: string): Promise<boolean> =>
  (await sql.query('SELECT 1 FROM booking_holds WHERE record_id = $1 AND lost_at IS NOT NULL', [recordId])).rowCount > 0
