import { balanceLeft, figuresChanged, inBalanceWindow, quoteFigures } from '../../booking/amounts.ts'
import type { QuoteFigures, QuoteState, QuoteView } from '../../booking/quoteView.ts'
import { type AcceptanceRow, type QuoteRow } from '../data/bookings.ts'
import { keptCents, type PaymentRow } from '../data/bookingPayments.ts'
import { changeOfView, type ChangeFacts } from '../change/changeFacts.ts'
import type { ChangeRow } from '../data/bookingChanges.ts'
import type { BookingSettings } from './bookingSettings.ts'
import { confirmedByHand } from './confirmedByHand.ts'
import { quoteLines, type QuoteRecord } from './quoteRecord.ts'

/**
 * What an acceptance keeps: the figures shown, and the request as it read then, so the page can still
 * be shown from the database while the record cannot be read (Airtable down after a payment).
 */
export type AcceptedFigures = QuoteFigures & {
  eventDate: string
  request?: Pick<QuoteRecord, 'name' | 'venue' | 'postcode' | 'items'>
}

/** The record as the newest acceptance saw it: the page's fallback while the record cannot be read. */
export function recordFromAcceptance(
  quote: QuoteRow,
  accepted: AcceptanceRow<AcceptedFigures>,
  paid: boolean,
): QuoteRecord & { totalCents: number } {
  const { request, eventDate, totalCents } = accepted.figures
  return {
    recordId: quote.recordId,
    status: paid ? 'Confirmed' : 'Quoted',
    name: request?.name ?? accepted.fullName,
    email: '',
    eventDate,
    ...(request?.venue ? { venue: request.venue } : {}),
    ...(request?.postcode ? { postcode: request.postcode } : {}),
    items: request?.items ?? accepted.figures.lines.map((line) => line.text).join('\n'),
    totalCents,
    validUntil: quote.validUntil,
  }
}

/** The statuses a quote link answers for; any other (New, a typo) is a 404 as if there were no quote. */
export const QUOTED_STATUSES = new Set(['Quoted', 'Confirmed', 'Completed', 'Cancelled', 'Reserved', 'Declined'])

export type QuoteFacts = {
  quote: QuoteRow
  record: QuoteRecord & { totalCents: number }
  payments: PaymentRow[]
  accepted: AcceptanceRow<AcceptedFigures> | undefined
  settings: BookingSettings
  today: string
  /** The quote was reserved now (decision 0032): its row's state, the deposit held and the window. */
  reservation?: { state: string; depositCents: number; windowHours: number }
  /** Final numbers (decision 0033): the booking's changes, oldest first. */
  changes?: readonly ChangeRow<ChangeFacts>[]
}

const paidCents = (payments: PaymentRow[], kind: PaymentRow['kind']) =>
  payments.filter((p) => p.kind === kind && p.state === 'paid').reduce((sum, p) => sum + keptCents(p), 0)

/** Every card payment taken (paid, or refunded since), and what of it is given back or being given back. */
function refundsOf(payments: PaymentRow[]) {
  const taken = payments.filter((p) => p.state === 'paid' || p.state === 'refunded')
  const sum = (cents: (p: PaymentRow) => number) => taken.reduce((total, p) => total + cents(p), 0)
  return {
    takenCents: sum((p) => p.cents),
    refundedCents: sum((p) => p.refundedCents),
    refundingCents: sum((p) => Math.max(0, p.refundCents - p.refundedCents)),
  }
}

/** The day the quote can be accepted until: `Quote Valid Until` as staff left it, else the quote's own. */
export const validUntilOf = (facts: Pick<QuoteFacts, 'quote' | 'record'>) =>
  facts.record.validUntil ?? facts.quote.validUntil

/**
 * The page's whole state from the record and the stored payments. A paid deposit confirms the booking
 * whatever the record says yet (Airtable may still be catching up through the outbox).
 */
export function quoteViewOf({
  quote,
  record,
  payments,
  accepted,
  settings,
  today,
  reservation,
  changes = [],
}: QuoteFacts): QuoteView {
  const current = quoteFigures(
    { lines: quoteLines(record.items), totalCents: record.totalCents, eventDate: record.eventDate },
    settings,
    today,
  )
  const byHand = confirmedByHand(record, payments)
  const depositPaidCents = byHand ? (byHand.depositPaidCents ?? 0) : paidCents(payments, 'deposit')
  const balancePaidCents = paidCents(payments, 'balance')
  // A deposit refunded since (in Stripe's dashboard) still confirmed the booking: its amount is due again.
  const confirmed = Boolean(byHand) || payments.some((p) => p.kind === 'deposit' && p.state === 'paid')
  const validUntil = validUntilOf({ quote, record })
  const acceptedTotal = accepted?.figures.totalCents ?? current.totalCents
  const released = reservation?.state === 'cancelling'
  const cancelled =
    record.status === 'Cancelled' || record.status === 'Declined' || quote.state === 'cancelled' || released
  // Reserved and not yet captured (or captured and not yet settled): the deposit is held, nothing is due online.
  const held = !confirmed && !cancelled && (reservation?.state === 'reserved' || reservation?.state === 'capturing')
  // Confirmed by hand with `Deposit Paid` empty: what was paid is staff's to say, so nothing is offered online.
  const paidOffline = Boolean(byHand && byHand.depositPaidCents === undefined)
  const dueCents =
    cancelled || paidOffline || held
      ? 0
      : confirmed
        ? balanceLeft(acceptedTotal, depositPaidCents, balancePaidCents)
        : current.depositCents
  const state: QuoteState = cancelled
    ? 'cancelled'
    : held
      ? 'reserved'
      : paidOffline
        ? 'confirmed'
        : confirmed
          ? dueCents === 0
            ? 'paid'
            : 'confirmed'
          : today > validUntil
            ? 'expired'
            : 'open'
  const { eventDate: _event, request: _request, ...acceptedFigures } = accepted?.figures ?? ({} as AcceptedFigures)
  const view: QuoteView = {
    state,
    name: record.name,
    eventDate: record.eventDate,
    ...(record.venue ? { venue: record.venue } : {}),
    ...(record.postcode ? { postcode: record.postcode } : {}),
    validUntil,
    inBalanceWindow: inBalanceWindow(record.eventDate, settings.balanceDueDays, today),
    current,
    ...(accepted
      ? {
          accepted: {
            ...(acceptedFigures as QuoteFigures),
            by: accepted.fullName,
            at: new Date(accepted.acceptedAt).toISOString(),
            termsVersion: accepted.termsVersion,
          },
        }
      : {}),
    changed: Boolean(accepted && figuresChanged(accepted.figures, current)),
    depositPaidCents,
    ...(byHand ? { byHand: true } : {}),
    balancePaidCents,
    dueCents,
    ...(reservation
      ? {
          reservation: {
            heldCents: reservation.depositCents,
            windowHours: reservation.windowHours,
            released: Boolean(released),
          },
        }
      : {}),
    ...refundsOf(payments),
    termsVersion: settings.termsVersion,
  }
  const change = changeOfView(view, changes, today)
  return change ? { ...view, change } : view
}
