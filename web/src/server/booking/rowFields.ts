import type { StoredSubmission } from '../outbox/outboxRows.ts'
import { BOOKING_TABLES } from './bookingTables.ts'
import { QUOTE_FLOW_TABLES } from './quoteWatcherTables.ts'

/**
 * The fields of each kind of booking outbox row (bookingTables.ts, quoteWatcherTables.ts): the one shape
 * its writer builds and its targets read back, so a misspelt key is a type error on either side. The
 * outbox stores them as plain JSON; `rowOf` gives a stored row its table's shape.
 */

/** Who and when, on every booking row: the record, the couple and their event. */
type Couple = { Record: string; Name: string; Email: string; 'Event date': string }

/** A payment's own facts, carried by each row about it. */
export type PaymentFacts = Couple & {
  Kind: 'deposit' | 'balance'
  Session: string
  'Payment Intent': string
  /** This payment, in cents. */
  Cents: number
  Link: string
  'Paid At': string
}

/** What a payment's row carries to its targets: enough to write the record and both emails without reading it. */
export type PaymentFields = PaymentFacts & {
  /** Everything of that kind paid so far, in cents (the record's `Deposit Paid` / `Balance Paid`). */
  'Kind Paid Cents': number
  /** The total the couple accepted, and what is left after this payment. */
  'Total Cents': number
  'Left Cents': number
  'Accepted By': string
  'Accepted At': string
  /** Of this payment, what is being refunded because it went beyond what was due (0 or absent: nothing). */
  'Refunding Cents'?: number
}

/**
 * Why the site refunds a payment: a second deposit, a payment on a cancelled booking (both in full), a
 * balance paid beyond what was left (the excess), or a change that lowered the total below what was paid
 * (Final numbers, decision 0033).
 */
export type RefundReason = 'second-deposit' | 'cancelled' | 'overpaid' | 'change'

/**
 * A refund's row: the payment's facts, what to refund and why; `Refund Key`, Stripe's idempotency key when
 * one payment may be refunded more than once (one per change), else `booking-refund-{session}`.
 */
export type RefundFields = PaymentFacts & { 'Refund Cents': number; Reason: RefundReason; 'Refund Key'?: string }

/** A changed quote accepted again (deposit already paid): the record's acceptance, staff told. */
export type AcceptanceFields = Pick<Couple, 'Record' | 'Name'> & {
  'Accepted By': string
  'Accepted At': string
  'Total Cents': number
}

/** A refund made in Stripe's dashboard: what it took and what is now left. */
export type StripeRefundFields = Omit<PaymentFacts, 'Email' | 'Link' | 'Paid At'> & {
  'Refunded Cents': number
  'Left Cents': number
}

/** Accept refused for stock: the lines no longer free, one a line. */
export type UnavailableFields = Couple & { Lines: string }

/** A fresh quote asked for after expiry: the expired quote's last day (YYYY-MM-DD). */
export type FreshRequestFields = Couple & { 'Expired On': string }

/** A quote link sent: the record's two fields and the figures of the couple's email. */
export type QuoteLinkFields = Couple & {
  Venue?: string
  'Quote Link': string
  'Quote Valid Until': string
  'Total Cents': number
  'Deposit Cents': number
  'Deposit Percent': number
  'In Balance Window': 'yes' | 'no'
  'Balance Due': string
}

/** A balance reminder: `reminder-before` from some days before the due day, `reminder-due` from the day on. */
export type ReminderFields = Couple & {
  'Quote Link': string
  'Balance Cents': number
  'Balance Due': string
  Kind: 'reminder-before' | 'reminder-due'
}

const B = BOOKING_TABLES
const Q = QUOTE_FLOW_TABLES

/** Each booking table's row fields. */
export type RowFields = {
  [B.payments]: PaymentFields
  [B.acceptances]: AcceptanceFields
  [B.refunds]: RefundFields
  [B.stripeRefunds]: StripeRefundFields
  [B.overbooked]: PaymentFacts
  [B.unavailable]: UnavailableFields
  [B.freshRequests]: FreshRequestFields
  [Q.links]: QuoteLinkFields
  [Q.reminders]: ReminderFields
}

export type RowTable = keyof RowFields

/** A booking row as its targets read it: the table, and the fields of that table's shape. */
export type BookingRow = { [T in RowTable]: { table: T; fields: RowFields[T] } }[RowTable]

/** A new row for `store.accept`: its fields checked against its table's shape. */
export const bookingRow = <T extends RowTable>(table: T, submissionId: string, fields: RowFields[T]) => ({
  table,
  submissionId,
  fields,
})

/** A stored booking row, read back in the shape its table's writer gave it (the outbox keeps the JSON as written). */
export const rowOf = (submission: Pick<StoredSubmission, 'table' | 'fields'>): BookingRow =>
  ({ table: submission.table, fields: submission.fields }) as BookingRow
