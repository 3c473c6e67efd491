import type { Sql } from './sql.ts'

/**
 * What the balance reminders need beyond data/bookingPayments.ts and bookingEmails.ts: the couple's name and address as the quote
 * flow last sent them (its `Booking Quote Links` rows, or a payment's row), so a reminder needs no
 * Airtable read.
 */
export type ReminderCouple = { name: string; email: string }

export async function coupleOfQuote(sql: Sql, recordId: string): Promise<ReminderCouple | undefined> {
  const { rows } = await sql.query<{ name: string | null; email: string | null }>(
    `SELECT (fields::jsonb) ->> 'Name' AS name, (fields::jsonb) ->> 'Email' AS email FROM submissions
     WHERE table_name IN ('Booking Quote Links', 'Booking Payments') AND (fields::jsonb) ->> 'Record' = $1
       AND coalesce((fields::jsonb) ->> 'Email', '') <> ''
     ORDER BY id DESC LIMIT 1`,
    [recordId],
  )
  return rows[0]?.email ? { name: rows[0].name ?? '', email: rows[0].email } : undefined
}
