import Stripe from 'stripe'
import type { ServerEnv } from '../env.ts'

/**
 * The `stripe` client, or undefined without STRIPE_SECRET_KEY. STRIPE_API_URL points it at another server
 * (the fake Stripe of testing/fake-stripe) through the package's host, port and protocol options, as
 * AIRTABLE_ENDPOINT_URL does for Airtable. Two network retries (Stripe's idempotency keys make them safe)
 * and a 20 s timeout bound a checkout request.
 */
export function stripeFromEnv(env: Pick<ServerEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Amaranth Events store' },
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.slice(0, -1) as 'http' | 'https',
    }),
  })
}

/** Where the browser goes to pay: Stripe's hosted checkout, or the fake's page at STRIPE_API_URL. */
export const checkoutOrigin = (env: Partial<Pick<ServerEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>>) =>
  env.STRIPE_SECRET_KEY
    ? env.STRIPE_API_URL
      ? new URL(env.STRIPE_API_URL).origin
      : 'https://checkout.stripe.com'
    : undefined
