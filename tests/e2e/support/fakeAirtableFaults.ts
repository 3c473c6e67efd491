/**
 * Faults the fake Airtable plays, chosen per request by markers in the record's Email, because
 * tests run in parallel and share one fake:
 * - `fault-429`, `fault-500`, `fault-503`: that status, nothing stored;
 * - `fault-slow<ms>` (e.g. fault-slow4000): stored at once, answered after <ms>;
 * - `fault-reset`: stored, the 200 headers and half the body sent, then the socket destroyed;
 * - `fault-drop`: stored, then the socket destroyed before any answer;
 * - `fail-once`: 503 the first time only.
 * Until recovered: `recover(email)` (POST /__recover?email=…) ends that Email's fault, as when
 * Airtable comes back.
 */
export type Fault =
  { kind: 'status'; status: 429 | 500 | 503 } | { kind: 'slow'; ms: number } | { kind: 'reset' } | { kind: 'drop' }

const STATUS_BODIES = {
  429: { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] },
  500: { error: { type: 'SERVER_ERROR', message: 'Try again. If the problem persists, contact support.' } },
  503: { error: { type: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' } },
} as const

export const faultBody = (status: 429 | 500 | 503) => STATUS_BODIES[status]

function parseFault(email: string): Fault | null {
  const match = /fault-(429|500|503|reset|drop|slow(\d+))/.exec(email)
  if (!match) return null
  const [, name, ms] = match
  if (ms) return { kind: 'slow', ms: Number(ms) }
  if (name === 'reset' || name === 'drop') return { kind: name }
  return { kind: 'status', status: Number(name) as 429 | 500 | 503 }
}

/** Counts requests per Email and says which fault, if any, this one gets. */
export function createFaultPlan() {
  const attempts = new Map<string, number>()
  const recovered = new Set<string>()
  return {
    attempts: (email: string) => attempts.get(email) ?? 0,
    recover: (email: string) => void recovered.add(email),
    next(email: string): Fault | null {
      const count = (attempts.get(email) ?? 0) + 1
      attempts.set(email, count)
      if (recovered.has(email)) return null
      if (email.includes('fail-once')) return count === 1 ? { kind: 'status', status: 503 } : null
      return parseFault(email)
    },
  }
}
