/**
 * The faults the fake plays, and how a test chooses one.
 *
 * A write is a creation or a bulk update (an upsert); "stored" below means the write was done.
 *
 * By a marker in the record's Email (an update's first record), for suites that share one fake and run in parallel (the e2e
 * suite, the server's fault tests):
 * - `fault-429`, `fault-500`, `fault-503`: that status, nothing stored (a 429 on every try is a storm);
 * - `fault-slow<ms>` (e.g. fault-slow4000): stored at once, answered after <ms>;
 * - `fault-reset`: stored, the 200 headers and half the body sent, then the socket destroyed;
 * - `fault-drop`: stored, then the socket destroyed before any answer;
 * - `fail-once`: 503 the first time only.
 * A marker's fault lasts until `recover(email)` (POST /__recover?email=…), as when Airtable comes back.
 *
 * By a plan, for a test that owns its fake: `plan([...])` gives the next requests these faults in
 * order, the last one repeating (`null` answers normally; `plan([])` ends the plan). Only a plan
 * can choose any status, a gateway's HTML answer, or `hold` (stored at once, answered when the test
 * calls `release()`). A plan comes before markers.
 *
 * A refused connection needs no fake at all: `refusedUrl()` is an address nothing listens on.
 */
export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'gateway' }
  | { kind: 'slow'; ms: number }
  | { kind: 'reset' }
  | { kind: 'drop' }
  | { kind: 'hold' }

const STATUS_BODIES: Record<number, unknown> = {
  401: { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } },
  403: { error: { type: 'INVALID_PERMISSIONS', message: 'You are not permitted to perform this operation' } },
  404: { error: { type: 'NOT_FOUND', message: 'Could not find what you are looking for' } },
  413: { error: { type: 'REQUEST_TOO_LARGE', message: 'Request body is too large' } },
  422: { error: { type: 'INVALID_REQUEST_UNKNOWN', message: 'Invalid request: parameter validation failed' } },
  429: { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] },
  500: { error: { type: 'SERVER_ERROR', message: 'Try again. If the problem persists, contact support.' } },
  503: { error: { type: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable.' } },
}

/** The body Airtable sends with an error status. */
export const faultBody = (status: number) =>
  STATUS_BODIES[status] ?? { error: { type: 'UNEXPECTED', message: `Unexpected status ${status}` } }

/** What a proxy in front of Airtable answers when Airtable is down: not JSON. */
export const GATEWAY_PAGE = '<html><body><h1>502 Bad Gateway</h1></body></html>'

function markedFault(email: string): Fault | null {
  const match = /fault-(429|500|503|reset|drop|slow(\d+))/.exec(email)
  if (!match) return null
  const [, name, ms] = match
  if (ms) return { kind: 'slow', ms: Number(ms) }
  if (name === 'reset' || name === 'drop') return { kind: name }
  return { kind: 'status', status: Number(name) }
}

/** Says which fault, if any, each request gets. `count` is the requests seen for the Email, this one included. */
export function createFaultPlan() {
  const recovered = new Set<string>()
  let planned: Array<Fault | null> = []
  return {
    recover: (email: string) => void recovered.add(email),
    plan: (faults: Array<Fault | null>) => void (planned = [...faults]),
    next(email: string, count: number): Fault | null {
      if (planned.length) return (planned.length > 1 ? planned.shift() : planned[0]) ?? null
      if (recovered.has(email)) return null
      if (email.includes('fail-once')) return count === 1 ? { kind: 'status', status: 503 } : null
      return markedFault(email)
    },
  }
}
