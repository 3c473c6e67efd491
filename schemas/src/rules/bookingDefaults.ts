/**
 * The booking's settings when the hire terms hold none (a terms document older than the field): the GROQ
 * query's fallbacks (queries/hire.ts), the server's (web/src/server/booking/bookingSettings.ts) and the
 * seed's days. The deposit's is 0, no deposit scheme: a deposit is never charged at a guessed
 * percentage, so the seed sets its own (30).
 */
export const BOOKING_DEFAULTS = {
  /** % of the total charged on accepting a quote; 0: the whole total at once. */
  depositPercent: 0,
  /** The balance is due this many days before the event. */
  balanceDueDays: 14,
  /** A quote without staff's `Quote Valid Until` takes payment this many days after it is sent. */
  quoteValidDays: 14,
  /** The balance reminder goes this many days before the balance is due. */
  balanceReminderDays: 7,
} as const
