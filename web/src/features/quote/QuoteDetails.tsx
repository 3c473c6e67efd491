import { Link } from '@tanstack/react-router'
import { formatEventDay } from '../../availability/calendarDay.ts'
import { formatLongDate } from '../../lib/format/longDate.ts'
import { Card, CardTitle, Facts } from './quoteStyles.ts'
import type { QuoteView } from '../../booking/quoteView.ts'

/** The event as the couple sent it, and the terms the quote is under. */
export function QuoteDetails({ view }: { view: QuoteView }) {
  return (
    <Card aria-labelledby="quote-event">
      <CardTitle id="quote-event">Your event</CardTitle>
      <Facts>
        <Fact label="Event date" value={formatEventDay(view.eventDate)} />
        {view.venue ? <Fact label="Venue" value={view.venue} /> : null}
        {view.postcode ? <Fact label="Postcode" value={view.postcode} /> : null}
        <div>
          <dt>Hire terms</dt>
          <dd>
            <Link to="/hire-terms" target="_blank">
              {view.termsVersion ? `In effect from ${formatLongDate(view.termsVersion)}` : 'Our hire terms'}
            </Link>
          </dd>
        </div>
      </Facts>
    </Card>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
