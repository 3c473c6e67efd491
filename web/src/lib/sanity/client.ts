import type { SanityClient } from '@sanity/client'
import { sanityTarget } from './config.ts'

/** What the app needs of the client: queries, and where content and images come from. */
export type AppSanityClient = {
  fetch: SanityClient['fetch']
  config(): { projectId?: string; dataset?: string; apiHost: string; useProjectHostname?: boolean }
}

let current: AppSanityClient | (() => AppSanityClient) | undefined

/**
 * The server (and tests) inject their client, or a function that finds the one of the request being
 * rendered (entry-server.tsx: public and preview renders run side by side); the browser builds its
 * own on first use.
 */
export function setSanityClient(client: AppSanityClient | (() => AppSanityClient)): void {
  current = client
}

export function sanityClient(): AppSanityClient {
  current ??= lazyBrowserClient()
  return typeof current === 'function' ? current() : current
}

/**
 * The first paint needs no query (the server sends the query cache with the HTML), so the browser
 * loads @sanity/client (~34 KB gzip) only when a navigation or refetch first asks for content.
 * Image and file URLs need just the target, which is known without the library.
 */
function lazyBrowserClient(): AppSanityClient {
  const target = sanityTarget(import.meta.env, window.location.origin)
  let loaded: Promise<SanityClient> | undefined
  const load = () =>
    (loaded ??= import('./createSanityClient.ts').then(({ createSanityClient }) => createSanityClient(target)))
  // One cast: a forwarding function cannot restate fetch's overloads, but it passes its arguments through unchanged.
  const fetch = ((...args: Parameters<SanityClient['fetch']>) =>
    load().then((client) => client.fetch(...args))) as SanityClient['fetch']
  const config = () =>
    target.apiHost
      ? { projectId: target.projectId, dataset: target.dataset, apiHost: target.apiHost, useProjectHostname: false }
      : { projectId: target.projectId, dataset: target.dataset, apiHost: 'https://api.sanity.io' }
  return { fetch, config }
}
