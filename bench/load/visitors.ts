/**
 * Each load connection speaks for a visitor of its own, as real traffic does: the server runs with
 * TRUST_PROXY and reads the client from X-Forwarded-For, so per-client rate limits apply per
 * connection, not to the whole generator at once. IPv6 documentation addresses: never routable.
 */
export const visitorAddress = (n: number) => `2001:db8::${n.toString(16)}`

/** The addresses the hostile clients use, apart from every visitor's. */
export const attackerAddress = (n: number) => `2001:db8:bad::${n.toString(16)}`
