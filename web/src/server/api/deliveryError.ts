/**
 * Every way a submission can fail to reach its store, as one error type. The message names the table and
 * the cause ('Failed to create record in {table}: {cause}'); the kinds are Airtable's failure
 * statuses plus our own deadline and the local store (docs/product/inquiries.md, error texts).
 */
export type DeliveryErrorKind =
  | 'authentication-required'
  | 'not-authorized'
  | 'not-found'
  | 'request-too-large'
  | 'unprocessable'
  | 'too-many-requests'
  | 'server-error'
  | 'service-unavailable'
  | 'unexpected'
  | 'invalid-json'
  | 'connection-error'
  | 'timeout'
  | 'local-store'

const KIND_BY_STATUS: Record<number, DeliveryErrorKind> = {
  401: 'authentication-required',
  403: 'not-authorized',
  404: 'not-found',
  413: 'request-too-large',
  422: 'unprocessable',
  429: 'too-many-requests',
  500: 'server-error',
  503: 'service-unavailable',
}

/** Worth trying again in a moment: the browser is told 503 rather than 502. */
const TRANSIENT: ReadonlySet<DeliveryErrorKind> = new Set([
  'too-many-requests',
  'service-unavailable',
  'connection-error',
  'timeout',
  // The outbox could not write (locked, disk full): nothing was taken, and it may pass in a moment.
  'local-store',
])

export class DeliveryError extends Error {
  readonly kind: DeliveryErrorKind
  readonly table: string
  readonly status: number | undefined
  /** Airtable's own error type (UNKNOWN_FIELD_NAME…), when it sent one. */
  readonly code: string | undefined
  /** Airtable's own words, without the table and the type. */
  readonly detail: string

  constructor(table: string, kind: DeliveryErrorKind, cause: string, status?: number, code?: string, detail = cause) {
    super(`Failed to create record in ${table}: ${cause}`)
    this.name = 'DeliveryError'
    this.table = table
    this.kind = kind
    this.status = status
    this.code = code
    this.detail = detail
  }

  get transient(): boolean {
    return TRANSIENT.has(this.kind)
  }
}

/** The shape the airtable package rejects with: a plain object, not an Error. */
type AirtableFailure = { error?: unknown; message?: unknown; statusCode?: unknown }

/** Maps whatever the airtable package (or node-fetch beneath it) threw to a DeliveryError. */
export function toDeliveryError(table: string, failure: unknown): DeliveryError {
  if (failure instanceof DeliveryError) return failure
  const { error, message, statusCode } = (failure ?? {}) as AirtableFailure
  const status = typeof statusCode === 'number' ? statusCode : undefined
  const text = typeof message === 'string' ? message : failure instanceof Error ? failure.message : String(failure)
  const code = typeof error === 'string' ? error : undefined
  const cause = code ? `${text} (${code}${status ? `, HTTP ${status}` : ''})` : text

  const kind: DeliveryErrorKind =
    code === 'CONNECTION_ERROR'
      ? 'connection-error'
      : /invalid JSON/i.test(text)
        ? 'invalid-json'
        : ((status ? KIND_BY_STATUS[status] : undefined) ?? 'unexpected')
  return new DeliveryError(table, kind, cause, kind === 'connection-error' ? undefined : status, code, text)
}

/** `work`, unless `ms` pass first: then a DeliveryError of kind 'timeout' (the work itself runs on). */
export function withinTime<T>(table: string, work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut(table, ms)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export const timedOut = (table: string, ms: number) =>
  new DeliveryError(table, 'timeout', `no answer within ${ms / 1000} s`)
