import styled from 'styled-components'
import { formatBusinessDateTime } from '../../lib/time/businessDay.ts'
import { QuoteFiguresTable } from './QuoteFiguresTable.tsx'
import { Card, CardTitle, Muted } from './quoteStyles.ts'
import type { QuoteView } from '../../booking/quoteView.ts'

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

/** Staff changed Items or Total Cost after the couple accepted: both quotes side by side, the accepted one standing. */
export function QuoteChanges({ view }: { view: QuoteView & { accepted: NonNullable<QuoteView['accepted']> } }) {
  const acceptedAt = formatBusinessDateTime(new Date(view.accepted.at))
  return (
    <Card aria-labelledby="quote-changes">
      <CardTitle id="quote-changes">Your quote has changed</CardTitle>
      <Muted>
        We changed your quote after {view.accepted.by} accepted it on {acceptedAt}. Please look it over and accept it
        again below; until you do, the quote you accepted stands and your balance follows it.
      </Muted>
      <Side>
        <QuoteFiguresTable caption="You accepted" figures={view.accepted} />
        <QuoteFiguresTable caption="Your quote now" figures={view.current} />
      </Side>
    </Card>
  )
}
