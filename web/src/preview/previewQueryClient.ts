import type { SanityClient } from '@sanity/client'
import type { AppSanityClient } from '../lib/sanity/client.ts'

/** The server's preview query endpoint (web/src/server/preview/previewRoutes.ts). */
export const PREVIEW_QUERY_PATH = '/api/preview/query'

/**
 * The browser's CMS client in preview: queries go to our server, which answers them with drafts for
 * a browser with the preview cookie. No token ever reaches the browser, with or without a Sanity
 * project; images and files still come from where the public client says.
 */
export function previewQueryClient(base: AppSanityClient): AppSanityClient {
  const fetchDrafts = async (query: string, params?: Record<string, unknown>, options?: { signal?: AbortSignal }) => {
    const response = await fetch(PREVIEW_QUERY_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, params: params ?? {} }),
      credentials: 'same-origin',
      signal: options?.signal,
    })
    if (!response.ok) throw new Error(`Preview query failed: HTTP ${response.status}`)
    return ((await response.json()) as { result: unknown }).result
  }
  // One cast, as in lib/sanity/client.ts: a forwarding function cannot restate fetch's overloads.
  return { fetch: fetchDrafts as unknown as SanityClient['fetch'], config: () => base.config() }
}
