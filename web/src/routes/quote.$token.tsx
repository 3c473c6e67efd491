import { createFileRoute, notFound } from '@tanstack/react-router'
import { QuoteNotFound } from '../features/quote/QuoteNotFound.tsx'
import { QuotePage, type QuoteSearch } from '../features/quote/QuotePage.tsx'
import { quoteQueryOptions, renderedQuoteQueryOptions } from '../features/quote/quoteQuery.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

const HEAD = {
  title: 'Your Quote | Amaranth Events',
  description: 'Your equipment hire quote from Amaranth Events.',
  noindex: true,
}

const page = cmsPage<{ token: string }>(async () => HEAD, {
  notFoundHead: { ...HEAD, title: 'Quote Not Found | Amaranth Events' },
})

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,200}$/

/** /quote/{token}: one couple's quote, reached only by the link we send (never in the sitemap, noindex). */
export const Route = createFileRoute('/quote/$token')({
  staticData: { pageName: 'quote' },
  // The not-found page shares the page's chunk (both read the site's contact details).
  codeSplitGroupings: [['component', 'notFoundComponent']],
  validateSearch: (search: Record<string, unknown>): QuoteSearch => ({
    paid: search.paid === 'deposit' || search.paid === 'balance' || search.paid === 'change' ? search.paid : undefined,
    session_id:
      typeof search.session_id === 'string' && SESSION_ID.test(search.session_id) ? search.session_id : undefined,
  }),
  loaderDeps: ({ search }) => ({ session_id: search.session_id }),
  /**
   * The quote is read before the page renders: on the server by its own read (`readQuote`, which settles a
   * couple back from Stripe first), in the browser from the API. The page is the couple's alone, so the
   * server renders it for each request and never keeps it (decision 0001); an unknown, forged or tampered
   * link is a 404, and so is every link when the server takes no payments (its render then finds no quote).
   */
  loader: async (args) => {
    const { context, params, deps } = args
    const { readQuote } = context
    const options = readQuote
      ? renderedQuoteQueryOptions(readQuote, params.token, deps.session_id)
      : quoteQueryOptions(params.token, deps.session_id)
    // The booking system not answering is the page's own "cannot be shown just now", not an error page.
    const answer = await context.queryClient.ensureQueryData(options).catch(() => undefined)
    if (answer?.found === false) throw notFound()
    return page.loader(args)
  },
  head: page.head,
  headers: () => ({ 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' }),
  notFoundComponent: QuoteNotFound,
  component: QuoteRoute,
})

function QuoteRoute() {
  const { token } = Route.useParams()
  return <QuotePage token={token} search={Route.useSearch()} />
}
