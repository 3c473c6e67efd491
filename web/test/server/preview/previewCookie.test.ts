import { describe, expect, it } from 'vitest'
import {
  clearPreviewCookie,
  createPreviewCookie,
  PREVIEW_COOKIE,
  setPreviewCookie,
} from '../../../src/server/preview/previewCookie.ts'

const NOW = 1_800_000_000_000
const env = { PREVIEW_SECRET: 'a-preview-secret-of-some-length', SANITY_VIEWER_TOKEN: undefined }
const withCookie = (value: string) =>
  new Request('http://site.test/', { headers: { cookie: `${PREVIEW_COOKIE}=${value}` } })

describe('the preview cookie', () => {
  const cookie = createPreviewCookie(env)

  it('is accepted as issued, until it expires', () => {
    const value = cookie.issue(NOW)
    expect(cookie.verify(withCookie(value), NOW)).toBe(true)
    expect(cookie.verify(withCookie(value), NOW + 59 * 60 * 1000)).toBe(true)
    expect(cookie.verify(withCookie(value), NOW + 60 * 60 * 1000)).toBe(false)
  })

  it('is accepted by another instance with the same secret (several servers), not with another', () => {
    const value = cookie.issue(NOW)
    expect(createPreviewCookie(env).verify(withCookie(value), NOW)).toBe(true)
    expect(
      createPreviewCookie({ ...env, PREVIEW_SECRET: 'another-secret-of-some-length' }).verify(withCookie(value), NOW),
    ).toBe(false)
    // With no secret at all the key is random: nothing issued elsewhere is accepted.
    const keyless = { PREVIEW_SECRET: undefined, SANITY_VIEWER_TOKEN: undefined }
    expect(createPreviewCookie(keyless).verify(withCookie(createPreviewCookie(keyless).issue(NOW)), NOW)).toBe(false)
  })

  it('refuses forgeries: a changed expiry, a changed or truncated signature, garbage, no cookie', () => {
    const [expires, signature] = cookie.issue(NOW).split('.') as [string, string]
    const later = String(Number(expires) + 3600)
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1)
    for (const forged of [
      `${later}.${signature}`,
      `${expires}.${flipped}`,
      `${expires}.${signature.slice(0, -1)}`,
      `${expires}.`,
      expires,
      'true',
      '1',
      '',
    ]) {
      expect(cookie.verify(withCookie(forged), NOW), forged).toBe(false)
    }
    expect(cookie.verify(new Request('http://site.test/'), NOW)).toBe(false)
    expect(
      cookie.verify(
        new Request('http://site.test/', { headers: { cookie: `x${PREVIEW_COOKIE}=${cookie.issue(NOW)}` } }),
        NOW,
      ),
    ).toBe(false)
  })

  it('is set httpOnly, Secure, SameSite=None, Partitioned, for the whole site, and cleared the same way', () => {
    const set = setPreviewCookie('v', 3600)
    expect(set).toMatch(new RegExp(`^${PREVIEW_COOKIE}=v;`))
    for (const attribute of ['Max-Age=3600', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']) {
      expect(set).toContain(attribute)
    }
    const cleared = clearPreviewCookie()
    for (const attribute of ['Max-Age=0', 'Path=/', 'HttpOnly', 'Secure', 'SameSite=None'])
      expect(cleared).toContain(attribute)
  })
})
