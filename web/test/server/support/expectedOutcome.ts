import type { RecordFields } from '../../../src/server/api/recordWriter.ts'
import type { Verdict } from './formOracle.ts'

/** One generated request: what the fuzz tests send, and what `expectedOutcome` judges. */
export type FuzzRequest = { kind: string; contentType?: string; body: string | Uint8Array<ArrayBuffer> }

export type Expected =
  | { status: 413 | 415 }
  | { status: 400; invalidJson: true }
  | { status: 400; errors: string[] }
  /** `stored` is absent for a bot caught by the honeypot: the same answer, nothing kept. */
  | { status: 201; stored?: RecordFields; submissionId?: string }

/** 32 KiB, as the API documents it. */
export const LIMIT_BYTES = 32 * 1024
const JSON_MEDIA_TYPE = /^application\/([\w.+-]+\+)?json\s*(;.*)?$/is

/** What the server sees of a body: UTF-8 on the wire, decoded with replacement characters. */
const bytesOf = (body: string | Uint8Array) => (typeof body === 'string' ? new TextEncoder().encode(body) : body)

/**
 * The answer a request must get, restated from the API's contract: size first, then the media type,
 * then JSON syntax, then the honeypot, then the fields' rules (`verdictOf`).
 */
export function expectedOutcome(request: FuzzRequest, verdictOf: (body: unknown) => Verdict): Expected {
  const bytes = bytesOf(request.body)
  if (bytes.byteLength > LIMIT_BYTES) return { status: 413 }
  if (!JSON_MEDIA_TYPE.test(request.contentType ?? '')) return { status: 415 }
  let body: unknown
  try {
    body = JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    return { status: 400, invalidJson: true }
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.hasOwn(body, 'fax')) {
    const { fax, ...fields } = body as Record<string, unknown>
    if (typeof fax === 'string' ? fax.trim() !== '' : fax !== null) return { status: 201 }
    body = fields
  }
  const verdict = verdictOf(body)
  if (!verdict.ok) return { status: 400, errors: verdict.errors }
  return { status: 201, stored: verdict.fields, submissionId: verdict.submissionId }
}
