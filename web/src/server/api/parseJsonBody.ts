import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** 32 KiB: far above the largest real inquiry (a 1000-character message and a long hire list). */
export const BODY_LIMIT_BYTES = 32 * 1024

/**
 * 413 above the limit: at once for a declared Content-Length, or as soon as a chunked body passes it,
 * before anything is parsed. The connection is closed right after the answer, so the rest is never
 * read (@hono/node-server would otherwise drain it for up to 500 ms to reuse the connection).
 */
export const limitBody = (maxSize = BODY_LIMIT_BYTES): MiddlewareHandler =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close')
      return c.json({ error: 'payload_too_large', message: 'The submission is too large.' }, 413)
    },
  })

export type ParsedBody = { ok: true; body: unknown } | { ok: false; response: Response }

/** 415 when the body is not declared JSON, 400 when it does not parse: bad input never becomes a 5xx. */
export async function parseJsonBody(c: Context): Promise<ParsedBody> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i.test(type)) {
    return { ok: false, response: c.json({ error: 'unsupported_media_type', message: 'Send JSON.' }, 415) }
  }
  try {
    return { ok: true, body: JSON.parse(await c.req.text()) }
  } catch {
    return { ok: false, response: c.json({ error: 'invalid_json', message: 'The body is not valid JSON.' }, 400) }
  }
}
