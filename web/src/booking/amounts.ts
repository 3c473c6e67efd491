import { dayNumber, isoDay } from '../availability/calendarDay.ts'
import { depositOf } from '../pricing/deposit.ts'
import type { QuoteFigures, QuoteLine } from './quoteView.ts'

/**
 * What a quote asks for, in whole cents, the same on the server (which charges it) and in the page
 * (which shows it). The server computes every amount from the record as staff left it; the browser's
 * figures are never charged.
 */

export type AmountTerms = {
  /** The CMS's `depositPercent` (hire terms); 0 or less: no deposit scheme, the whole total at once. */
  depositPercent: number
  /** The CMS's `balanceDueDays`: the balance is due this many days before the event. */
  balanceDueDays: number
}

/** The day the balance is due: `balanceDueDays` before the event (YYYY-MM-DD); the event day itself when it cannot be read. */
export function balanceDueDate(eventDate: string, balanceDueDays: number): string {
  const day = dayNumber(eventDate)
  return day === null ? eventDate : isoDay(day - Math.max(0, balanceDueDays))
}

/** The balance is due already (its due day is today or past): the deposit is then the whole total. */
export const inBalanceWindow = (eventDate: string, balanceDueDays: number, today: string) =>
  balanceDueDate(eventDate, balanceDueDays) <= today

/** The figures of a quote as staff left it, on the business's `today`. */
export function quoteFigures(
  { lines, totalCents, eventDate }: { lines: QuoteLine[]; totalCents: number; eventDate: string },
  terms: AmountTerms,
  today: string,
): QuoteFigures {
  const whole = terms.depositPercent <= 0 || inBalanceWindow(eventDate, terms.balanceDueDays, today)
  const depositCents = whole ? totalCents : Math.min(totalCents, depositOf(totalCents, terms.depositPercent))
  return {
    lines,
    totalCents,
    depositCents,
    depositPercent: whole ? 100 : terms.depositPercent,
    balanceCents: totalCents - depositCents,
    balanceDueDate: balanceDueDate(eventDate, terms.balanceDueDays),
  }
}

/**
 * What is left to pay once a deposit is paid: the total the couple last accepted less everything paid,
 * never below 0 (a total lowered after payment is settled by staff, not by the page).
 */
export const balanceLeft = (acceptedTotalCents: number, depositPaidCents: number, balancePaidCents: number) =>
  Math.max(0, acceptedTotalCents - depositPaidCents - balancePaidCents)

/** Stripe's minimum charge in AUD: a Checkout Session for less is refused (`amount_too_small`). */
export const MINIMUM_CHARGE_CENTS = 50

/**
 * How an amount due is settled: by card online, not at all (nothing is due), or with staff (more than
 * nothing but under Stripe's minimum charge, so no Checkout Session can take it).
 */
export const howDue = (cents: number): 'online' | 'nothing' | 'with-staff' =>
  cents <= 0 ? 'nothing' : cents < MINIMUM_CHARGE_CENTS ? 'with-staff' : 'online'

/** Staff changed `Items` or `Total Cost` since the couple accepted: the page asks them to accept again. */
export const figuresChanged = (
  accepted: Pick<QuoteFigures, 'lines' | 'totalCents'>,
  current: Pick<QuoteFigures, 'lines' | 'totalCents'>,
) => accepted.totalCents !== current.totalCents || JSON.stringify(accepted.lines) !== JSON.stringify(current.lines)
