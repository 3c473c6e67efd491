import { createClient, type ClientConfig, type SanityClient } from '@sanity/client'
import { SANITY_API_VERSION, type SanityTarget } from './config.ts'

type FetchFunction =
  NonNullable<Parameters<typeof createClient>[0]['resolveFetch']> extends (...args: never[]) => infer F ? F : never

/**
 * The one place that builds a @sanity/client. The browser reaches it through a dynamic import
 * (client.ts), so the library stays out of the JavaScript the first paint waits for.
 */
export function createSanityClient(
  target: SanityTarget,
  options: { fetch?: FetchFunction; config?: Partial<ClientConfig> } = {},
): SanityClient {
  return createClient({
    projectId: target.projectId,
    dataset: target.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
    perspective: 'published',
    // A hung or refused CMS must reach the page's error state (with its retry) in seconds, not minutes:
    // the defaults wait up to 5 minutes per try and retry 5 times.
    timeout: 10_000,
    maxRetries: 2,
    ...(target.apiHost ? { apiHost: target.apiHost, useProjectHostname: false } : {}),
    ...(options.fetch ? { resolveFetch: () => options.fetch! } : {}),
    // The server's preview client: drafts, a token, stega (server/preview).
    ...options.config,
  })
}
