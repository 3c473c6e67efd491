import { queryOptions } from '@tanstack/react-query'
import type { PayAnswer, QuoteView, UnavailableAnswer } from './quoteView.ts'

/** A token the server would answer 404 for is a 'missing' answer, not an error: the page says so and stops. */
export type QuoteAnswer = { found: true; view: QuoteView } | { found: false }

/**
 * The server's own read of a quote for its render (server/booking/quoteRoutes.ts `readQuotePage`): a returning
 * couple's session settled first, then the quote; it throws when the booking system does not answer.
 */
export type ReadQuote = (token: string, sessionId?: string) => Promise<QuoteAnswer>

/** Every way an action can end, so the page never meets a throw. */
export type ActionResult =
  | { ok: true; url?: string }
  | { ok: false; kind: 'invalid'; fields: Partial<Record<'fullName' | 'agreeTerms', string>> }
  | { ok: false; kind: 'unavailable'; message: string; lines: string[] }
  | { ok: false; kind: 'refused'; status: number; message: string }

const FAILED = 'We could not reach our booking system. Nothing has been charged; please try again in a minute.'

const quoteUrl = (token: string) => `/api/quote/${encodeURIComponent(token)}`

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

/** `POST /api/quote/{token}/{action}`: a URL to go to (Stripe Checkout, or this page), or why not. */
export async function postQuoteAction(
  token: string,
  action: 'accept' | 'balance' | 'fresh',
  body: unknown = {},
): Promise<ActionResult> {
  let response: Response
  try {
    response = await fetch(`${quoteUrl(token)}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
  } catch {
    return { ok: false, kind: 'refused', status: 0, message: FAILED }
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<PayAnswer & UnavailableAnswer> & {
    fields?: Partial<Record<'fullName' | 'agreeTerms', string>>
  }
  if (response.ok) return { ok: true, ...(typeof answer.url === 'string' ? { url: answer.url } : {}) }
  if (response.status === 400 && answer.fields) return { ok: false, kind: 'invalid', fields: answer.fields }
  if (response.status === 409 && answer.error === 'unavailable')
    return { ok: false, kind: 'unavailable', message: answer.message ?? '', lines: answer.lines ?? [] }
  const message = typeof answer.message === 'string' ? answer.message : FAILED
  return { ok: false, kind: 'refused', status: response.status, message }
}
