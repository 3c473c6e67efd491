import { quoteUrl } from './quoteQuery.ts'
import type { PayAnswer, UnavailableAnswer } from '../../booking/quoteView.ts'

/** Every way an action can end, so the page never meets a throw. */
export type ActionResult =
  | { ok: true; url?: string }
  | { ok: false; kind: 'invalid'; fields: Partial<Record<'fullName' | 'agreeTerms', string>> }
  | { ok: false; kind: 'unavailable'; message: string; lines: string[] }
  | { ok: false; kind: 'refused'; status: number; message: string }

export const FAILED = 'We could not reach our booking system. Nothing has been charged; please try again in a minute.'

/** A POST's status and JSON answer (`{}` when it had none), or undefined when the server could not be reached. */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; answer: Record<string, unknown> } | undefined> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
  } catch {
    return undefined
  }
  const answer: unknown = await response.json().catch(() => ({}))
  return { status: response.status, answer: typeof answer === 'object' && answer !== null ? { ...answer } : {} }
}

/** `POST /api/quote/{token}/{action}`: a URL to go to (Stripe Checkout, or this page), or why not. */
export async function postQuoteAction(
  token: string,
  action: 'accept' | 'balance' | 'fresh',
  body: unknown = {},
): Promise<ActionResult> {
  const sent = await postJson(`${quoteUrl(token)}/${action}`, body)
  if (!sent) return { ok: false, kind: 'refused', status: 0, message: FAILED }
  const { status } = sent
  const answer = sent.answer as Partial<PayAnswer & UnavailableAnswer> & {
    fields?: Partial<Record<'fullName' | 'agreeTerms', string>>
  }
  if (status >= 200 && status < 300) return { ok: true, ...(typeof answer.url === 'string' ? { url: answer.url } : {}) }
  if (status === 400 && answer.fields) return { ok: false, kind: 'invalid', fields: answer.fields }
  if (status === 409 && answer.error === 'unavailable')
    return { ok: false, kind: 'unavailable', message: answer.message ?? '', lines: answer.lines ?? [] }
  const message = typeof answer.message === 'string' ? answer.message : FAILED
  return { ok: false, kind: 'refused', status, message }
}
