import type { ServerEnv } from '../env.ts'

/**
 * The one origin of every link that leaves the site: Stripe's success and cancel URLs, and the links in
 * receipts and other emails. It is PUBLIC_SITE_URL, which env.ts requires with STRIPE_SECRET_KEY, never
 * the address a request came to: a Host header is the client's to choose, and an order paid on a preview
 * or a forged host must not send its buyer's links there.
 */
export function siteOrigin(env: Pick<ServerEnv, 'PUBLIC_SITE_URL'>): string {
  if (!env.PUBLIC_SITE_URL) throw new Error('PUBLIC_SITE_URL is required when STRIPE_SECRET_KEY is set')
  return env.PUBLIC_SITE_URL
}
