import { describe, expect, it } from 'vitest'
import { siteOrigin } from '../../src/lib/seo/siteOrigin.ts'
import { readServerEnv } from '../../src/server/env.ts'

describe('PUBLIC_SITE_URL', () => {
  it('keeps only the origin of an http(s) address, and treats empty as unset', () => {
    expect(readServerEnv({ PUBLIC_SITE_URL: 'https://amaranth.example/some/path?q=1' }).PUBLIC_SITE_URL).toBe(
      'https://amaranth.example',
    )
    expect(readServerEnv({ PUBLIC_SITE_URL: '' }).PUBLIC_SITE_URL).toBeUndefined()
  })

  it('refuses a value that is not an http(s) address, naming the variable', () => {
    for (const value of ['amaranth.example', 'ftp://amaranth.example']) {
      expect(() => readServerEnv({ PUBLIC_SITE_URL: value })).toThrow(/PUBLIC_SITE_URL/)
    }
  })
})

describe('siteOrigin', () => {
  it('prefers the environment, falls back to the CMS address and skips a malformed one', () => {
    expect(siteOrigin('https://staging.example', 'https://amaranth.example')).toBe('https://staging.example')
    expect(siteOrigin(undefined, 'https://amaranth.example/')).toBe('https://amaranth.example')
    expect(siteOrigin(undefined, 'not a url')).toBeUndefined()
    expect(siteOrigin(undefined, null)).toBeUndefined()
  })
})
