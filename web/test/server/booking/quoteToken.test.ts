import { describe, expect, it } from 'vitest'
import { quoteTokens } from '../../../src/server/data/quoteToken.ts'

const tokens = quoteTokens('sk_test_token_test')
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

describe('quote tokens', () => {
  const token = tokens.issue('recA1b2C3d4E5f6G7', '0123456789abcdef01234567')

  it('read back the record and nonce they were issued for', () => {
    expect(tokens.read(token)).toEqual({ recordId: 'recA1b2C3d4E5f6G7', nonce: '0123456789abcdef01234567' })
  })

  it('have one spelling: any other character in any place is refused (base64url padding bits included)', () => {
    const accepted: string[] = []
    for (let at = 0; at < token.length; at++) {
      if (token[at] === '.') continue
      for (const letter of ALPHABET) {
        if (letter === token[at]) continue
        const variant = token.slice(0, at) + letter + token.slice(at + 1)
        if (tokens.read(variant)) accepted.push(variant)
      }
    }
    expect(accepted).toEqual([])
  })

  it('refuse a token signed with another key', () => {
    expect(quoteTokens('sk_test_other').read(token)).toBeUndefined()
  })
})
