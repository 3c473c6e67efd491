import type { Context } from 'hono'

/**
 * The store's forms work without JavaScript (a plain form post answered with redirects) and as JSON for
 * scripts and tests (answered with statuses). This reads either and answers in kind.
 */
export type StoreAnswer = {
  redirect: (url: string) => Response
  /** 400 with field errors. */
  invalid: (fields: Record<string, string>) => Response
  failed: (formTarget: string, status: 404 | 503, message: string) => Response
  accepted: (formTarget: string, message: string) => Response
}

type Read = { ok: true; fields: Record<string, unknown>; answer: StoreAnswer } | { ok: false; response: Response }

export async function readStoreForm(c: Context): Promise<Read> {
  const type = c.req.header('content-type') ?? ''
  const json = /^application\/json/i.test(type)
  if (!json && !/^application\/x-www-form-urlencoded/i.test(type)) {
    return { ok: false, response: c.json({ error: 'unsupported_media_type', message: 'Send a form or JSON.' }, 415) }
  }
  let fields: Record<string, unknown>
  try {
    const text = await c.req.text()
    const parsed: unknown = json ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(text))
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
    fields = parsed as Record<string, unknown>
  } catch {
    return { ok: false, response: c.json({ error: 'invalid_body', message: 'The body could not be read.' }, 400) }
  }
  // Bad input is 400 with field errors either way: the store's own form never sends it.
  const invalid = (errors: Record<string, string>) => c.json({ error: 'invalid', fields: errors }, 400)
  const answer: StoreAnswer = json
    ? {
        redirect: (url) => c.json({ url }, 200),
        invalid,
        failed: (_target, status, message) =>
          c.json({ error: status === 404 ? 'not_found' : 'unavailable', message }, status),
        accepted: (_target, message) => c.json({ message }, 202),
      }
    : {
        redirect: (url) => c.redirect(url, 303),
        invalid,
        failed: (target) => c.redirect(target, 303),
        accepted: (target) => c.redirect(target, 303),
      }
  return { ok: true, fields, answer }
}
