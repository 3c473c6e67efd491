export type SubmitResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; message: string; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'rate-limited'; retryAfter: number }
  | { ok: false; reason: 'unavailable' }
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
  if (response.ok) return { ok: true }

  const body = (await response.json().catch(() => ({}))) as {
    message?: string
    fieldErrors?: Record<string, string>
    retryAfter?: number
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('Retry-After') ?? body.retryAfter ?? 60)
    return { ok: false, reason: 'rate-limited', retryAfter: Number.isFinite(retryAfter) ? retryAfter : 60 }
  }
  if (response.status === 404) return { ok: false, reason: 'not-found' }
  if (response.status === 400 && body.fieldErrors) {
    return { ok: false, reason: 'invalid', message: body.message ?? '', fieldErrors: body.fieldErrors }
  }
  return { ok: false, reason: 'unavailable' }
}
