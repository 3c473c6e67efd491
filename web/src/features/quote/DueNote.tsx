import { formatCents } from '../../pricing/money.ts'
import { howDue } from '../../booking/amounts.ts'
import { Notice } from './quoteStyles.ts'
import type { QuoteView } from '../../booking/quoteView.ts'

/**
 * What the page says where it would offer a payment but none can be opened: nothing to pay (a total of
 * 0), an amount under Stripe's minimum charge (staff settle those cents), or a booking staff confirmed
 * by hand whose deposit they have not entered (the balance is arranged with them).
 */
export function DueNote({ view }: { view: QuoteView }) {
  const how = howDue(view.dueCents)
  if (how === 'online') return null
  if (how === 'with-staff')
    return (
      <Notice>
        <p>
          {formatCents(view.dueCents)} is left, under the smallest card payment we can take: we will sort the last few
          cents with you.
        </p>
      </Notice>
    )
  if (view.state === 'open')
    return (
      <Notice>
        <p>There is nothing to pay on this quote. We will be in touch to confirm your booking.</p>
      </Notice>
    )
  if (view.byHand && view.state === 'confirmed')
    return (
      <Notice>
        <p>Your deposit was received. We will be in touch about the balance.</p>
      </Notice>
    )
  return null
}
