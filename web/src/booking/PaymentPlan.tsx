import { dayNumber, formatEventDay } from '../availability/calendarDay.ts'
import { formatCents } from '../pricing/money.ts'
import { Facts } from './quoteStyles.ts'
import type { QuoteFigures, QuoteView } from './quoteView.ts'

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
    </Facts>
  )
}
