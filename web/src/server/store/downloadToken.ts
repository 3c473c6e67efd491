import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Longer than any token this module makes: a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 200

export type DownloadLink = {
  order: number
  file: string
  expiresAt: number
  nonce: string
  /**
   * True for a link without the `d` mark: its id may be the one an imported SQLite file gave the order
   * rather than this database's (data/orders.ts `linkOrder` tells which). Every link made here has the mark.
   */
  legacy: boolean
}

const PAYLOAD = /^(d?)(\d{1,12})\.([a-z0-9][a-z0-9-]{0,80}\.pdf)\.(\d{10,14})\.([0-9a-f]{16})$/

/**
 * Signed download tokens (docs/decisions/0017): `base64url(dorder.file.expiry.nonce).base64url(HMAC-SHA256)`,
 * the `d` saying the order is this database's id.
 * A token names its order; the order's allowance (orderState.ts) decides whether it downloads, so every
 * link of an order shares 5 downloads and 7 days. The expiry written in it is the allowance's end when
 * it was made, for anyone reading the link; it grants nothing. The key is derived from STRIPE_SECRET_KEY, the one secret every store server has, so no other secret must
 * be set; rotating that key ends the links already sent, and buyers ask for fresh ones.
 */
export function downloadTokens(secret: string) {
  const key = createHmac('sha256', secret).update('amaranth download links v1').digest()
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest()

  return {
    issue(order: number, file: string, expiresAt: number): string {
      const payload = `d${order}.${file}.${expiresAt}.${randomBytes(8).toString('hex')}`
      if (!PAYLOAD.test(payload)) throw new Error(`Cannot make a link for file ${file}`)
      return `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`
    },

    /** The link a token names when its signature holds; undefined for anything else. */
    read(token: string): DownloadLink | undefined {
      if (token.length > MAX_TOKEN_LENGTH) return undefined
      const [encoded, signature, extra] = token.split('.')
      if (!encoded || !signature || extra !== undefined) return undefined
      const payload = Buffer.from(encoded, 'base64url').toString('utf8')
      const given = Buffer.from(signature, 'base64url')
      const expected = sign(payload)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
      const match = PAYLOAD.exec(payload)
      if (!match) return undefined
      return {
        order: Number(match[2]),
        file: match[3]!,
        expiresAt: Number(match[4]),
        nonce: match[5]!,
        legacy: match[1] !== 'd',
      }
    },
  }
}

export type DownloadTokens = ReturnType<typeof downloadTokens>
