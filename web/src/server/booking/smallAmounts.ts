import { howDue } from '../../booking/amounts.ts'
import { formatCents } from '../../pricing/money.ts'

/**
 * Why an amount due opens no Checkout Session, or undefined when it can be paid online: nothing is due,
 * or it is under Stripe's minimum charge (A$0.50), which staff settle with the couple. Answered 409, the
 * page's own words, never a 503 from Stripe's refusal.
 */
export function notPayableOnline(cents: number): { status: 409; body: { error: string; message: string } } | undefined {
  const how = howDue(cents)
  if (how === 'online') return undefined
  return {
    status: 409,
    body:
      how === 'nothing'
        ? { error: 'nothing_to_pay', message: 'There is nothing to pay on this quote.' }
        : {
            error: 'settled_with_staff',
            message: `${formatCents(cents)} is under the smallest card payment we can take: we will sort the last few cents with you.`,
          },
  }
}
