import type { QueryClient } from '@tanstack/react-query'

/**
 * What a route's `head` is handed by the router, as far as the site's head builders read it. A module of
 * its own so the page head (headMeta.ts) and the structured data it embeds (lib/seo) can both name it
 * without importing each other.
 */
export type HeadMatch = { pathname: string; context: { queryClient: QueryClient; publicOrigin?: string } }
