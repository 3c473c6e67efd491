import type Stripe from 'stripe'

/** Made-up session ids remembered at most: a bounded memory, whatever an attacker sends. */
export const UNKNOWN_SESSIONS_KEPT = 10_000

/**
 * `stripe.checkout.sessions.retrieve` for the success URL, never asked again about an id Stripe answered
 * 404 for: Checkout Session ids are Stripe's, so a made-up one never becomes real. Once the bound is
 * reached the oldest remembered id is forgotten first.
 */
export function sessionLookups(stripe: Stripe, kept = UNKNOWN_SESSIONS_KEPT) {
  const unknown = new Set<string>()
  return {
    /** The session, undefined when Stripe has none by that id; throws when Stripe cannot be asked. */
    async retrieve(id: string): Promise<Stripe.Checkout.Session | undefined> {
      if (unknown.has(id)) return undefined
      try {
        return await stripe.checkout.sessions.retrieve(id)
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode !== 404) throw error
        unknown.add(id)
        if (unknown.size > kept) unknown.delete(unknown.values().next().value!)
        return undefined
      }
    },
    /** How many made-up ids are remembered (for tests of the bound). */
    get unknownCount() {
      return unknown.size
    },
  }
}

/** Runs `work` once per key at a time: concurrent callers with the same key share its promise. */
export function oncePerKey<T>() {
  const inFlight = new Map<string, Promise<T>>()
  return (key: string, work: () => Promise<T>): Promise<T> => {
    let pending = inFlight.get(key)
    if (!pending) {
      pending = work().finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }
}
