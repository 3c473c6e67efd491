import { Link } from '@tanstack/react-router'
import { formatCents } from '../../pricing/money.ts'
import { Card, CardTitle, Facts, Muted } from './quoteStyles.ts'
import type { QuoteView } from '../../booking/quoteView.ts'

/**
 * A list reserved now (decision 0032): the deposit held on the card, not charged, until staff confirm
 * within the window; or, once declined or cancelled, the hold let go and nothing charged.
 */
export function ReservedPlan({ view }: { view: QuoteView }) {
  const reservation = view.reservation
  if (!reservation) return null
  if (reservation.released)
    return (
      <Card aria-labelledby="quote-hold">
        <CardTitle id="quote-hold">Your card</CardTitle>
        <Muted>
          Nothing was charged: the hold of {formatCents(reservation.heldCents)} on your card is released. Your bank may
          take a few days to show it gone.
        </Muted>
        <Muted>
          <Link to="/equipment-hire-inquiry">Send an inquiry</Link> and our team will find a way with you.
        </Muted>
      </Card>
    )
  return (
    <Card aria-labelledby="quote-hold">
      <CardTitle id="quote-hold">Your deposit</CardTitle>
      <Facts>
        <div>
          <dt>Deposit held on your card, not charged</dt>
          <dd>{formatCents(reservation.heldCents)}</dd>
        </div>
      </Facts>
      <Muted>
        Our team confirms your booking within {reservation.windowHours} hours. When they do, the deposit is taken and we
        email your confirmation and tax invoice. If they cannot take the booking, the hold is released and nothing is
        charged.
      </Muted>
    </Card>
  )
}
