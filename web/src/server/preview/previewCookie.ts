import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { parse, serialize, type CookieOptions } from 'hono/utils/cookie'
import type { ServerEnv } from '../env.ts'

export const PREVIEW_COOKIE = 'amaranth_preview'

/** How long one enable lasts; the Presentation tool enables again each time it opens the site. */
export const PREVIEW_COOKIE_MAX_AGE_SECONDS = 60 * 60

/**
 * Secure + SameSite=None so it is sent inside the Studio's frame (a third-party context), HttpOnly so
 * no script reads it, Partitioned (CHIPS) so browsers that block third-party cookies still keep it
 * for that frame. Browsers accept Secure cookies from http://localhost too.
 */
export const PREVIEW_COOKIE_OPTIONS: CookieOptions = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'None',
  partitioned: true,
}

export type PreviewCookie = {
  /** The cookie's value for a preview that ends `maxAgeSeconds` from `now`. */
  issue(now?: number): string
  /** Whether the request carries a preview cookie this server signed and that has not expired. */
  verify(request: Request, now?: number): boolean
}

const sign = (key: Buffer, expires: string) =>
  createHmac('sha256', key).update(`preview:${expires}`).digest('base64url')

/**
 * The preview cookie: `<expiry in epoch seconds>.<HMAC-SHA256 of it>`. It carries no token and no
 * identity, only "this browser may see drafts until then", signed with a key derived from a server
 * secret (SANITY_VIEWER_TOKEN, else PREVIEW_SECRET), so every instance sharing that secret accepts it
 * and nobody without it can make one. With neither set, a random key: preview cannot be enabled then.
 */
export function createPreviewCookie(
  env: Pick<ServerEnv, 'SANITY_VIEWER_TOKEN' | 'PREVIEW_SECRET'>,
  maxAgeSeconds = PREVIEW_COOKIE_MAX_AGE_SECONDS,
): PreviewCookie {
  const secret = env.SANITY_VIEWER_TOKEN ?? env.PREVIEW_SECRET
  const key = secret ? createHmac('sha256', 'amaranth preview cookie v1').update(secret).digest() : randomBytes(32)

  return {
    issue(now = Date.now()) {
      const expires = String(Math.floor(now / 1000) + maxAgeSeconds)
      return `${expires}.${sign(key, expires)}`
    },
    verify(request, now = Date.now()) {
      const value = cookieValue(request)
      const match = value && /^(\d{1,12})\.([\w-]{43})$/.exec(value)
      if (!match) return false
      const [, expires, signature] = match
      const expected = Buffer.from(sign(key, expires!))
      const given = Buffer.from(signature!)
      return given.length === expected.length && timingSafeEqual(given, expected) && Number(expires) * 1000 > now
    },
  }
}

function cookieValue(request: Request): string | undefined {
  const header = request.headers.get('cookie')
  return header ? parse(header, PREVIEW_COOKIE)[PREVIEW_COOKIE] : undefined
}

/** The Set-Cookie value that turns preview on, for `maxAgeSeconds`. */
export const setPreviewCookie = (value: string, maxAgeSeconds = PREVIEW_COOKIE_MAX_AGE_SECONDS) =>
  serialize(PREVIEW_COOKIE, value, { ...PREVIEW_COOKIE_OPTIONS, maxAge: maxAgeSeconds })

/** The Set-Cookie value that turns it off: same name, path and attributes, expired. */
export const clearPreviewCookie = () =>
  serialize(PREVIEW_COOKIE, '', { ...PREVIEW_COOKIE_OPTIONS, maxAge: 0, expires: new Date(0) })
