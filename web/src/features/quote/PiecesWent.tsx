import { Notice } from './quoteStyles.ts'
import type { QuoteView } from '../../booking/quoteView.ts'

/**
 * A deposit paid for this quote was refunded in full: its last pieces had gone to a booking paid first
 * (decision 0026). The couple is told, and that staff will be in touch; accepting again is checked anew.
 */
export function PiecesWent({ view }: { view: QuoteView }) {
  if (!view.piecesWent || (view.state !== 'open' && view.state !== 'expired')) return null
  return (
    <Notice $tone="error">
      <p>
        Some of your pieces on this date went to another booking just before your payment reached us. Your deposit has
        been refunded in full; we have been told and will be in touch about other pieces or another date.
      </p>
    </Notice>
  )
}
