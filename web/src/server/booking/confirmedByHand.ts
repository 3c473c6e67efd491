import type { PaymentRow } from '../data/bookingPayments.ts'
import type { QuoteRecord } from './quoteRecord.ts'

/** The statuses staff set on a booking that is confirmed (Completed: the hire is over). */
const CONFIRMED = new Set(['Confirmed', 'Completed'])

/**
 * A booking staff confirmed by hand (a bank transfer, the old way): `Status` Confirmed or Completed and
 * no deposit ever paid online (a deposit refunded later still counts as paid online: the page says so,
 * not "deposit received"). Its deposit is what staff filled in `Deposit Paid`, or unknown (undefined),
 * and then no balance is offered online.
 */
export function confirmedByHand(
  record: Pick<QuoteRecord, 'status' | 'depositPaidCents'>,
  payments: readonly Pick<PaymentRow, 'kind' | 'state'>[],
): { depositPaidCents: number | undefined } | undefined {
  if (!CONFIRMED.has(record.status ?? '')) return undefined
  if (payments.some((p) => p.kind === 'deposit' && (p.state === 'paid' || p.state === 'refunded'))) return undefined
  return { depositPaidCents: record.depositPaidCents }
}
