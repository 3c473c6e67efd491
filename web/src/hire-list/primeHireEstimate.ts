import type { QueryClient } from '@tanstack/react-query'
import { hireChargesQueryOptions, productCardsQueryOptions } from '../catalogue/catalogueQueries.ts'

/**
 * Primes what the saved list's estimate reads from the CMS (the catalogue in useHireListLines, the
 * charges in useHireEstimate), for a page that shows it. Sent with the page, they need no query from
 * the browser, so landing there loads no CMS client and renders the estimate once (docs/decisions/0016).
 * Primed, not required: a query that fails on the server is left to the page, which shows its own error.
 */
export function primeHireEstimate(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery(productCardsQueryOptions()),
    queryClient.prefetchQuery(hireChargesQueryOptions()),
  ])
}
