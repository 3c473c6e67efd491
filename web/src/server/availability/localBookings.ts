import type { DatabaseSync } from 'node:sqlite'
import { dayNumber } from '../../availability/calendarDay.ts'
import {
  BOOKING_STATUSES,
  type Booking,
  type BookingStatus,
  type UndatedRequest,
  type UnknownLine,
} from '../../availability/holds.ts'
import { TABLES } from '../api/recordWriter.ts'

/**
 * Offline bookings (no AIRTABLE_TOKEN): the inquiry database is the store, so a request's Status lives
 * beside its submission, set by `pnpm inquiries confirm|cancel <id>` as staff would set it in Airtable.
 * Tables of their own, so the outbox's tables stay as decision 0010 describes them.
 */
export function prepareBookingTables(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS inquiry_status (
    submission INTEGER PRIMARY KEY REFERENCES submissions (id),
    status TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`)
  // The lines the last availability read could not match, for `pnpm inquiries` (from Airtable or this store).
  db.exec(
    `CREATE TABLE IF NOT EXISTS unmatched_lines (ref TEXT NOT NULL, line TEXT NOT NULL, reason TEXT NOT NULL, seen_at TEXT NOT NULL)`,
  )
  // The Confirmed requests whose date the last read could not take as a day, for `pnpm inquiries` too.
  db.exec(
    `CREATE TABLE IF NOT EXISTS undated_requests (ref TEXT NOT NULL, event_date TEXT NOT NULL, seen_at TEXT NOT NULL)`,
  )
}

export const isBookingStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value)

/** Sets a hire request's status; false when there is no hire request with that id. */
export function setLocalStatus(db: DatabaseSync, submission: number, status: BookingStatus): boolean {
  prepareBookingTables(db)
  const row = db
    .prepare('SELECT id FROM submissions WHERE id = ? AND table_name = ?')
    .get(submission, TABLES.equipmentHireRequests)
  if (!row) return false
  db.prepare(
    `INSERT INTO inquiry_status (submission, status, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (submission) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at`,
  ).run(submission, status, new Date().toISOString())
  return true
}

export function localStatuses(db: DatabaseSync): Map<number, string> {
  prepareBookingTables(db)
  const rows = db.prepare('SELECT submission, status FROM inquiry_status').all() as Array<{
    submission: number
    status: string
  }>
  return new Map(rows.map((row) => [row.submission, row.status]))
}

/**
 * The Confirmed hire requests whose event is on or after `since` (YYYY-MM-DD): the ones that can hold
 * stock; and those whose date is not a day at all, so availability reports them rather than lose them.
 */
export function readLocalBookings(db: DatabaseSync, since: string): Booking[] {
  prepareBookingTables(db)
  const rows = db
    .prepare(
      `SELECT s.id, s.fields, st.status FROM submissions s JOIN inquiry_status st ON st.submission = s.id
       WHERE s.table_name = ? AND st.status = 'Confirmed'`,
    )
    .all(TABLES.equipmentHireRequests) as Array<{ id: number; fields: string; status: string }>
  return rows.flatMap((row) => {
    const fields = JSON.parse(row.fields) as Record<string, unknown>
    const eventDate = String(fields['Date of event'] ?? '')
    return eventDate >= since || dayNumber(eventDate) === null
      ? [{ ref: `#${row.id}`, eventDate, status: row.status, items: String(fields.Items ?? '') }]
      : []
  })
}

/** Replaces what the last read found for staff to fix with what this one found. */
export function saveProblems(
  db: DatabaseSync,
  { unknown, undated }: { unknown: readonly UnknownLine[]; undated: readonly UndatedRequest[] },
) {
  prepareBookingTables(db)
  const seenAt = new Date().toISOString()
  db.exec('BEGIN')
  try {
    db.exec('DELETE FROM unmatched_lines')
    db.exec('DELETE FROM undated_requests')
    const insert = db.prepare('INSERT INTO unmatched_lines (ref, line, reason, seen_at) VALUES (?, ?, ?, ?)')
    for (const line of unknown) insert.run(line.ref, line.line, line.reason, seenAt)
    const insertUndated = db.prepare('INSERT INTO undated_requests (ref, event_date, seen_at) VALUES (?, ?, ?)')
    for (const request of undated) insertUndated.run(request.ref, request.eventDate, seenAt)
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

export function readUnmatched(db: DatabaseSync): Array<UnknownLine & { seenAt: string }> {
  prepareBookingTables(db)
  return db.prepare('SELECT ref, line, reason, seen_at AS seenAt FROM unmatched_lines ORDER BY ref').all() as Array<
    UnknownLine & { seenAt: string }
  >
}

export function readUndated(db: DatabaseSync): Array<UndatedRequest & { seenAt: string }> {
  prepareBookingTables(db)
  return db
    .prepare('SELECT ref, event_date AS eventDate, seen_at AS seenAt FROM undated_requests ORDER BY ref')
    .all() as Array<UndatedRequest & { seenAt: string }>
}
