import type { AppliedChange, PendingChange } from './changeView.ts'

/**
 * What `GET /api/quote/{token}` answers and the quote page shows (issue: book it online). The server
 * computes every amount; the browser only formats them. Amounts are whole cents, dates `YYYY-MM-DD`
 * business days (lib/time/businessDay.ts), times ISO.
 */
export type QuoteState =
  /** Quoted, not accepted, before its expiry: "Accept and pay deposit". */
  | 'open'
  /** Past `Quote Valid Until` and never accepted: "This quote expired on {date}". */
  | 'expired'
  /** Deposit paid (online, or staff confirmed the booking by hand): "Booking confirmed", and "Pay balance" while a balance is left. */
  | 'confirmed'
  /** Deposit and balance paid: "Paid in full". */
  | 'paid'
  /** Staff cancelled the request: nothing can be paid. */
  | 'cancelled'
  /** Reserved now (decision 0032): the deposit held on the card, not charged, until staff confirm. */
  | 'reserved'

/** One line of `Items` as staff left it; `cents` is absent on a line without a price. */
export type QuoteLine = { text: string; cents?: number }

export type QuoteFigures = {
  lines: QuoteLine[]
  /** `Total Cost` as staff left it. */
  totalCents: number
  /** `depositPercent` of the total, or the whole total inside the balance window. */
  depositCents: number
  depositPercent: number
  balanceCents: number
  /** `balanceDueDays` before the event. */
  balanceDueDate: string
}

export type QuoteView = {
  state: QuoteState
  /** The couple's name as they sent it, for the greeting. */
  name: string
  eventDate: string
  venue?: string
  postcode?: string
  validUntil: string
  /** The event is inside the balance window: the deposit is the whole total. */
  inBalanceWindow: boolean
  /** The figures to accept now: the record as staff left it. */
  current: QuoteFigures
  /** The figures the couple accepted, when they have; the balance follows these. */
  accepted?: QuoteFigures & { by: string; at: string; termsVersion: string | null }
  /** Accepted, then staff changed `Items` or `Total Cost`: the page shows both and asks to accept again. */
  changed: boolean
  /** What the deposit and the balances paid still count, less anything given back. */
  depositPaidCents: number
  /**
   * Staff confirmed the booking by hand (bank transfer, the old way): no deposit was paid online. The
   * deposit counts as received; the balance is offered only when staff filled `Deposit Paid`.
   */
  byHand?: boolean
  balancePaidCents: number
  /** What is still to pay: 0 once paid in full, and on a cancelled booking. */
  dueCents: number
  /** Every card payment taken, refunds or not (a balance paid twice counts twice here). */
  takenCents: number
  /** Being given back and not yet confirmed by Stripe: a payment beyond what was due, or one after a cancel. */
  refundingCents: number
  /** Given back, as Stripe reports it (refunds by the site, and by staff in Stripe's dashboard). */
  refundedCents: number
  /**
   * A deposit paid for this quote was refunded in full because its last pieces had gone to a booking
   * paid first: the page says so, and that staff will be in touch.
   */
  piecesWent?: boolean
  /**
   * Reserved now (decision 0032): the deposit held on the card and the hours staff have to confirm;
   * `released` once staff declined or cancelled it and the hold was let go, nothing charged.
   */
  reservation?: { heldCents: number; windowHours: number; released: boolean }
  /**
   * Final numbers (booking/changeView.ts): `offered` shows "Change my booking" (a confirmed booking before its
   * event's day); the change waiting for staff or for the couple's payment; the changes applied, newest first.
   */
  change?: { offered: boolean; pending?: PendingChange; applied: AppliedChange[] }
  /** The hire terms in force: their version (`effectiveDate`); the page links `/hire-terms`. */
  termsVersion: string | null
}

/** `POST /api/quote/{token}/accept` and `/balance` answer a Stripe Checkout URL to go to. */
export type PayAnswer = { url: string }

/** 409 from `/accept` when a line is no longer free on the date: nothing is charged, staff are told. */
export type UnavailableAnswer = { error: 'unavailable'; message: string; lines: string[] }

/** A token the server would answer 404 for is a 'missing' answer, not an error: the page says so and stops. */
export type QuoteAnswer = { found: true; view: QuoteView } | { found: false }

/**
 * The server's own read of a quote for its render (server/booking/quoteRoutes.ts `readQuotePage`): a returning
 * couple's session settled first, then the quote; it throws when the booking system does not answer.
 */
export type ReadQuote = (token: string, sessionId?: string) => Promise<QuoteAnswer>
