import { createFileRoute } from '@tanstack/react-router'
import { QuotePage, type QuoteSearch } from '../booking/QuotePage.tsx'
import { cmsPage } from '../lib/routing/cmsPage.ts'

// The quote itself is read in the browser (booking/quoteApi.ts): the server renders the page's frame only,
// so no couple's figures ever sit in the HTML cache.
const page = cmsPage<{ token: string }>(async () => ({
  title: 'Your Quote | Amaranth Events',
  description: 'Your equipment hire quote from Amaranth Events.',
  noindex: true,
}))

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/

/** /quote/{token}: one couple's quote, reached only by the link we send (never in the sitemap, noindex). */
export const Route = createFileRoute('/quote/$token')({
  staticData: { pageName: 'quote' },
  validateSearch: (search: Record<string, unknown>): QuoteSearch => ({
    paid: search.paid === 'deposit' || search.paid === 'balance' ? search.paid : undefined,
    session_id:
      typeof search.session_id === 'string' && SESSION_ID.test(search.session_id) ? search.session_id : undefined,
  }),
  loader: page.loader,
  head: page.head,
  headers: () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' }),
  component: QuoteRoute,
})

function QuoteRoute() {
  const { token } = Route.useParams()
  return <QuotePage token={token} search={Route.useSearch()} />
}
