import { createClient, type SanityClient } from '@sanity/client'
import { SANITY_API_VERSION, sanityTarget, type SanityTarget } from './config.ts'

type FetchFunction =
  NonNullable<Parameters<typeof createClient>[0]['resolveFetch']> extends (...args: never[]) => infer F ? F : never

export function createSanityClient(target: SanityTarget, options: { fetch?: FetchFunction } = {}): SanityClient {
  return createClient({
    projectId: target.projectId,
    dataset: target.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: true,
    perspective: 'published',
    ...(target.apiHost ? { apiHost: target.apiHost, useProjectHostname: false } : {}),
    ...(options.fetch ? { resolveFetch: () => options.fetch! } : {}),
  })
}

let current: SanityClient | undefined

/** The server (and tests) inject their client; the browser builds its own on first use. */
export function setSanityClient(client: SanityClient): void {
  current = client
}

export function sanityClient(): SanityClient {
  current ??= createSanityClient(sanityTarget(import.meta.env, window.location.origin))
  return current
}
