import { quoteUrl } from './quoteQuery.ts'
import type { PayAnswer, UnavailableAnswer } from '../../booking/quoteView.ts'

/** Every way an action can end, so the page never meets a throw. */
export type ActionResult =
  | { ok: true; url?: string }
  | { ok: false; kind: 'invalid'; fields: Partial<Record<'fullName' | 'agreeTerms', string>> }
  | { ok: false; kind: 'unavailable'; message: string; lines: string[] }
  | { ok: false; kind: 'refused'; status: number; message: string }

const FAILED = 'We could not reach our booking system. Nothing has been charged; please try again in a minute.'

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
