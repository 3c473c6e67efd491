/**
 * The outbox rows of booking online (decision 0026): each is a submission whose targets carry out its
 * writes with the outbox's retries: the Airtable record's fields, the couple's email, staff's email, and
 * a refund at Stripe. The payment rows themselves are in data/bookings.ts.
 */
export const BOOKING_TABLES = {
  /** A deposit or balance paid: the record updated, the couple's receipt, staff told. */
  payments: 'Booking Payments',
  /** Accepted again after staff changed the quote (deposit already paid). */
  acceptances: 'Booking Acceptances',
  /** A payment the site gives back (RefundReason), all of it or the excess: refunded at Stripe, staff told. */
  refunds: 'Booking Refunds',
  /** A refund Stripe reported that the site did not ask for (made in Stripe's dashboard): staff told. */
  stripeRefunds: 'Booking Stripe Refunds',
  /** A deposit paid for pieces a booking paid first had taken: refunded in full, staff told. */
  overbooked: 'Booking Overbooked',
  /** Accept refused because a line is no longer free on the date: staff told. */
  unavailable: 'Booking Unavailable',
  /** The couple asked for a fresh quote after expiry (freshQuote.ts; the quote flow's targets deliver it). */
  freshRequests: 'Booking Fresh Requests',
} as const

export const BOOKING_TARGETS = {
  airtable: 'booking-airtable',
  couple: 'booking-email',
  staff: 'booking-staff',
  refund: 'booking-refund',
} as const

/** What a payment's row carries to its targets: enough to write the record and both emails without reading it. */
export type PaymentFields = {
  Record: string
  Kind: 'deposit' | 'balance'
  Session: string
  'Payment Intent': string
  /** This payment, in cents. */
  Cents: number
  /** Everything of that kind paid so far, in cents (the record's `Deposit Paid` / `Balance Paid`). */
  'Kind Paid Cents': number
  /** The total the couple accepted, and what is left after this payment. */
  'Total Cents': number
  'Left Cents': number
  'Accepted By': string
  'Accepted At': string
  Name: string
  Email: string
  'Event date': string
  Link: string
  'Paid At': string
  /** Of this payment, what is being refunded because it went beyond what was due (0 or absent: nothing). */
  'Refunding Cents'?: number
}

/**
 * Why the site refunds a payment: a second deposit, a payment on a cancelled booking (both in full), or a
 * balance paid beyond what was left (the excess).
 */
export type RefundReason = 'second-deposit' | 'cancelled' | 'overpaid'

/** A refund's row: the payment's facts, what to refund and why. */
export type RefundFields = Omit<
  PaymentFields,
  'Kind Paid Cents' | 'Total Cents' | 'Left Cents' | 'Accepted By' | 'Accepted At'
> & {
  'Refund Cents': number
  Reason: RefundReason
}

export type BookingTable = (typeof BOOKING_TABLES)[keyof typeof BOOKING_TABLES]
export type BookingTarget = (typeof BOOKING_TARGETS)[keyof typeof BOOKING_TARGETS]
