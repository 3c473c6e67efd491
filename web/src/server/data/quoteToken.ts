import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Longer than any token this module makes: a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 160

/** An Airtable record id (`rec…`) or a local submission's id, then the quote's nonce. */
const PAYLOAD = /^([A-Za-z0-9_-]{1,40})\.([0-9a-f]{24})$/

export const newQuoteNonce = () => randomBytes(12).toString('hex')

/**
 * Quote links (decision 0026): `base64url(recordId.nonce).base64url(HMAC-SHA256)`, the store's
 * download-link scheme (decision 0017) under a key of its own derived from the same server secret
 * (STRIPE_SECRET_KEY), so a download token never passes as a quote token or the reverse. The nonce is
 * stored with the quote: a token is good only while its record's quote keeps that nonce.
 */
export function quoteTokens(secret: string) {
  const key = createHmac('sha256', secret).update('amaranth quote links v1').digest()
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest()
  return {
    issue(recordId: string, nonce: string): string {
      const payload = `${recordId}.${nonce}`
      if (!PAYLOAD.test(payload)) throw new Error(`Cannot make a quote link for record ${recordId}`)
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`
    },

    /** The record and nonce a token names when its signature holds (checked in constant time); else undefined. */
    read(token: string): { recordId: string; nonce: string } | undefined {
      if (token.length > MAX_TOKEN_LENGTH) return undefined
      const parts = token.split('.')
      if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined
      const payload = Buffer.from(parts[0], 'base64url').toString('utf8')
      const given = Buffer.from(parts[1], 'base64url')
      const expected = sign(payload)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      // base64url decoding ignores a last letter's spare bits: only the spelling we issue is one link.
      if (parts[1] !== given.toString('base64url') || parts[0] !== Buffer.from(payload).toString('base64url'))
        return undefined
      const match = PAYLOAD.exec(payload)
      return match ? { recordId: match[1]!, nonce: match[2]! } : undefined
    },
  }
}

export type QuoteTokens = ReturnType<typeof quoteTokens>
