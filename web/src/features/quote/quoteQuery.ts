import { queryOptions } from '@tanstack/react-query'
import type { QuoteAnswer, QuoteView, ReadQuote } from '../../booking/quoteView.ts'

/** The quote API's address for `token`; its actions are under it. */
export const quoteUrl = (token: string) => `/api/quote/${encodeURIComponent(token)}`

async function fetchQuote(token: string, sessionId?: string): Promise<QuoteAnswer> {
  // Back from Stripe, the session id lets the server settle the payment before it answers (idempotent).
  const query = sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ''
  const response = await fetch(`${quoteUrl(token)}${query}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal: AbortSignal.timeout(15_000),
  })
  if (response.status === 404) return { found: false }
  if (!response.ok) throw new Error(`quote ${response.status}`)
  return { found: true, view: (await response.json()) as QuoteView }
}

/**
 * One quote per token, never kept once the page leaves it: a quote is one couple's, and a cached one
 * could show figures or a state that have since changed. The server's render reads it first and sends it
 * in the page, so the page does not ask again as it hydrates (refetchOnMount: false); it asks again when
 * the couple come back to the tab.
 */
export const quoteQueryOptions = (token: string, sessionId?: string) =>
  queryOptions({
    queryKey: ['quote', token, sessionId ?? null],
    queryFn: () => fetchQuote(token, sessionId),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnMount: false,
    refetchOnWindowFocus: true,
  })

/**
 * The same query as the server's render reads it, with its own `read`: kept until the render has put it in
 * the page (each render's query client is its own), and not retried while the couple wait for the page.
 */
export const renderedQuoteQueryOptions = (read: ReadQuote, token: string, sessionId?: string) => ({
  ...quoteQueryOptions(token, sessionId),
  queryFn: () => read(token, sessionId),
  gcTime: Infinity,
  retry: false,
})
