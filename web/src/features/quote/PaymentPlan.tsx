import { dayNumber, formatEventDay } from '../../availability/calendarDay.ts'
import { formatCents } from '../../pricing/money.ts'
import { Card, CardTitle, Facts, Muted } from './quoteStyles.ts'
import type { QuoteFigures, QuoteView } from '../../booking/quoteView.ts'

/** The balance window in days: the balance falls due that long before the event (the CMS's balanceDueDays). */
const windowDays = (eventDate: string, figures: QuoteFigures) =>
  (dayNumber(eventDate) ?? 0) - (dayNumber(figures.balanceDueDate) ?? 0)

/** Before acceptance: what accepting charges now, and what is left for later. Every amount is the server's. */
export function DepositPlan({ view }: { view: QuoteView }) {
  const figures = view.current
  return (
    <Facts>
      {view.inBalanceWindow ? (
        <div>
          <dt>Deposit: the whole total (the event is within {windowDays(view.eventDate, figures)} days)</dt>
          <dd>{formatCents(figures.depositCents)}</dd>
        </div>
      ) : (
        <>
          <div>
            <dt>Deposit ({figures.depositPercent}%), paid now</dt>
            <dd>{formatCents(figures.depositCents)}</dd>
          </div>
          <div>
            <dt>Balance, due by {formatEventDay(figures.balanceDueDate)}</dt>
            <dd>{formatCents(figures.balanceCents)}</dd>
          </div>
        </>
      )}
    </Facts>
  )
}

/**
 * Money given back, never hidden: what was taken in all and what is being or has been refunded (a balance
 * paid twice, a payment after a cancel, a refund staff made at Stripe). Nothing when nothing was given back.
 */
function RefundRows({ view }: { view: QuoteView }) {
  if (view.refundingCents <= 0 && view.refundedCents <= 0) return null
  return (
    <>
      <div>
        <dt>Paid by card in all</dt>
        <dd>{formatCents(view.takenCents)}</dd>
      </div>
      {view.refundingCents > 0 ? (
        <div>
          <dt>Being refunded to your card</dt>
          <dd>{formatCents(view.refundingCents)}</dd>
        </div>
      ) : null}
      {view.refundedCents > 0 ? (
        <div>
          <dt>Refunded to your card</dt>
          <dd>{formatCents(view.refundedCents)}</dd>
        </div>
      ) : null}
    </>
  )
}

/** A cancelled booking: what was paid and what is given back, when anything was paid. */
export function CancelledPlan({ view }: { view: QuoteView }) {
  if (view.takenCents <= 0) return null
  return (
    <Card aria-labelledby="quote-refunds">
      <CardTitle id="quote-refunds">Your payments</CardTitle>
      <Facts>
        <RefundRows view={view} />
        {view.refundingCents <= 0 && view.refundedCents <= 0 ? (
          <div>
            <dt>Paid by card</dt>
            <dd>{formatCents(view.takenCents)}</dd>
          </div>
        ) : null}
      </Facts>
      <Muted>
        The booking was cancelled. Anything paid after the cancellation is refunded in full; for the rest, please
        contact us.
      </Muted>
    </Card>
  )
}

/**
 * After the deposit: what was paid and what is left, on the figures the couple accepted. A deposit staff
 * took by hand without entering it reads "received", and nothing is said to be left.
 */
export function PaidPlan({ view }: { view: QuoteView }) {
  const figures = view.accepted ?? view.current
  if (view.byHand && view.depositPaidCents === 0)
    return (
      <Facts>
        <div>
          <dt>Deposit</dt>
          <dd>Received</dd>
        </div>
      </Facts>
    )
  return (
    <Facts>
      <div>
        <dt>{view.byHand ? 'Deposit received' : 'Deposit paid'}</dt>
        <dd>{formatCents(view.depositPaidCents)}</dd>
      </div>
      {view.balancePaidCents > 0 ? (
        <div>
          <dt>Balance paid</dt>
          <dd>{formatCents(view.balancePaidCents)}</dd>
        </div>
      ) : null}
      {view.dueCents > 0 ? (
        <div>
          <dt>Balance, due by {formatEventDay(figures.balanceDueDate)}</dt>
          <dd>{formatCents(view.dueCents)}</dd>
        </div>
      ) : (
        <div>
          <dt>Left to pay</dt>
          <dd>{formatCents(0)}</dd>
        </div>
      )}
      <RefundRows view={view} />
    </Facts>
  )
}
