export type SubmitResult =
  /** `body`: the server's JSON answer (the reservation's Stripe address), when it sent one. */
  | { ok: true; body?: unknown }
  | { ok: false; reason: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'rate-limited'; retryAfter: number }
  /** `message`: the server's words when it said why (a 503 with a retry), else the generic text is shown. */
  | { ok: false; reason: 'unavailable'; message?: string; retryAfter?: number }
  /** 409: the server will not take it as it stands (a reservation that goes through the team), with its reasons. */
  | { ok: false; reason: 'refused'; message: string; reasons: string[] }
  /** No such endpoint on this server (one not yet open, such as /api/reserve before it is wired). */
  | { ok: false; reason: 'not-found' }

/** Above the server's own bound (AIRTABLE_DEADLINE_MS, 15 s, at most 25 s), so the server's answer arrives first. */
const CLIENT_TIMEOUT_MS = 30_000

/** Posts a form to our server and reads its answer; every failure becomes a result, never a throw. */
export async function postForm(endpoint: string, payload: unknown): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, reason: 'unavailable' }
  }
  if (response.ok) return { ok: true, body: await response.json().catch(() => undefined) }

  const body = (await response.json().catch(() => ({}))) as {
    message?: string
    fieldErrors?: Record<string, string>
    retryAfter?: number
    reasons?: unknown
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('Retry-After') ?? body.retryAfter ?? 60)
    return { ok: false, reason: 'rate-limited', retryAfter: Number.isFinite(retryAfter) ? retryAfter : 60 }
  }
  if (response.status === 404) return { ok: false, reason: 'not-found' }
  if (response.status === 400 && body.fieldErrors) {
    return { ok: false, reason: 'invalid', message: body.message ?? '', fieldErrors: body.fieldErrors }
  }
  if (response.status === 409 && body.message)
    return {
      ok: false,
      reason: 'refused',
      message: body.message,
      reasons: Array.isArray(body.reasons) ? body.reasons.map(String) : [],
    }
  if (response.status === 503 && body.message)
    return {
      ok: false,
      reason: 'unavailable',
      message: body.message,
      ...(Number.isFinite(body.retryAfter) ? { retryAfter: Number(body.retryAfter) } : {}),
    }
  return { ok: false, reason: 'unavailable' }
}
