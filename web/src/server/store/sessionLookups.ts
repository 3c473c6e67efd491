import type Stripe from 'stripe'

/** Made-up session ids remembered at most: a bounded memory, whatever an attacker sends. */
export const UNKNOWN_SESSIONS_KEPT = 10_000

/**
 * `stripe.checkout.sessions.retrieve` for the success URL, asked once per id at a time (concurrent visits
 * share one call), and never again for an id Stripe answered 404: Checkout Session ids are Stripe's, so a
 * made-up one never becomes real. The oldest remembered id is forgotten first once the bound is reached.
 */
export function sessionLookups(stripe: Stripe, kept = UNKNOWN_SESSIONS_KEPT) {
  const unknown = new Set<string>()
  const inFlight = new Map<string, Promise<Stripe.Checkout.Session | undefined>>()

  async function ask(id: string): Promise<Stripe.Checkout.Session | undefined> {
    try {
      return await stripe.checkout.sessions.retrieve(id)
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error
      unknown.add(id)
      if (unknown.size > kept) unknown.delete(unknown.values().next().value!)
      return undefined
    }
  }

  return {
    /** The session, undefined when Stripe has none by that id; throws when Stripe cannot be asked. */
    retrieve(id: string): Promise<Stripe.Checkout.Session | undefined> {
      if (unknown.has(id)) return Promise.resolve(undefined)
      let pending = inFlight.get(id)
      if (!pending) {
        pending = ask(id).finally(() => inFlight.delete(id))
        inFlight.set(id, pending)
      }
      return pending
    },
    /** How many made-up ids are remembered (for tests of the bound). */
    get unknownCount() {
      return unknown.size
    },
  }
}
