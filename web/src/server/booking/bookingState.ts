import { balanceLeft } from '../../booking/amounts.ts'
import { setQuoteState, standingAcceptance } from '../data/bookings.ts'
import { keptCents, payments, type PaymentKind } from '../data/bookingPayments.ts'
import type { Sql } from '../data/sql.ts'
import type { AcceptedFigures } from './quoteViewOf.ts'

/** Where a booking stands in money, from the stored payments and the figures last accepted (cents). */
export type BookingFigures = {
  /** The total the couple last accepted (`fallbackTotal` when none stands yet). */
  total: number
  /** A deposit was paid (even one refunded since): the booking is confirmed or paid, never open again. */
  confirmed: boolean
  /** What each kind still counts, less what is owed or given back (`keptCents`). */
  deposit: number
  balance: number
  /** What is left to pay; 0 once paid in full. */
  left: number
  /** What was paid beyond the total and is not yet owed back. */
  over: number
}

export async function bookingFigures(sql: Sql, recordId: string, fallbackTotal = 0): Promise<BookingFigures> {
  const accepted = await standingAcceptance<AcceptedFigures>(sql, recordId)
  const paid = await payments(sql, recordId, 'paid')
  const kept = (kind: PaymentKind) => paid.filter((p) => p.kind === kind).reduce((sum, p) => sum + keptCents(p), 0)
  const total = accepted?.figures.totalCents ?? fallbackTotal
  const [deposit, balance] = [kept('deposit'), kept('balance')]
  return {
    total,
    confirmed: paid.some((p) => p.kind === 'deposit'),
    deposit,
    balance,
    left: balanceLeft(total, deposit, balance),
    over: Math.max(0, deposit + balance - total),
  }
}

/**
 * The quote's state follows its figures (a payment, a refund, a higher total accepted): `paid` when
 * nothing is left, `confirmed` while a balance is (so its reminders go). A cancelled quote stays cancelled
 * (`setQuoteState`); one with no deposit paid stays as it is. Run in the transaction that changed them.
 */
export async function followFigures(sql: Sql, recordId: string, fallbackTotal?: number): Promise<BookingFigures> {
  const figures = await bookingFigures(sql, recordId, fallbackTotal)
  if (figures.confirmed) await setQuoteState(sql, recordId, figures.left === 0 ? 'paid' : 'confirmed')
  return figures
}
