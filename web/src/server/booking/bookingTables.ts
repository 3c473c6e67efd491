/**
 * The outbox rows of booking online (decision 0026): each is a submission whose targets carry out its
 * writes with the outbox's retries: the Airtable record's fields, the couple's email, staff's email, and
 * a refund at Stripe. The payment rows themselves are in data/bookingPayments.ts.
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

/** Each table's row fields, written and read back in one shape: rowFields.ts. */
export type BookingTable = (typeof BOOKING_TABLES)[keyof typeof BOOKING_TABLES]
export type BookingTarget = (typeof BOOKING_TARGETS)[keyof typeof BOOKING_TARGETS]
