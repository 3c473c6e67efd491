import { BOOKING_TABLES } from './bookingTables.ts'

/**
 * The outbox rows of the quote flow: each quote link sent (the record's `Quote Link` and `Quote Valid
 * Until`, and the email to the couple), each balance reminder, and each request for a fresh quote (an
 * email to staff and a comment on the record). Targets of their own beside the payment rows'
 * (bookingTables.ts), all attempted by the booking's one dispatcher (bookingOutbox.ts).
 */
export const QUOTE_FLOW_TABLES = {
  links: 'Booking Quote Links',
  reminders: 'Booking Reminders',
  freshRequests: BOOKING_TABLES.freshRequests,
} as const

export const QUOTE_FLOW_TARGETS = {
  airtable: 'quote-airtable',
  couple: 'quote-email',
  staff: 'quote-staff-email',
} as const

export type QuoteFlowTable = (typeof QUOTE_FLOW_TABLES)[keyof typeof QUOTE_FLOW_TABLES]
export type QuoteFlowTarget = (typeof QUOTE_FLOW_TARGETS)[keyof typeof QUOTE_FLOW_TARGETS]
