import type { ClientReturn, QueryParams } from '@sanity/client'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from './client.ts'

/**
 * React Query options for one GROQ query: keyed under 'cms' by `name` and the params' values, and
 * typed by the query's own result type (Sanity TypeGen). Routes prime them with ensureQueryData,
 * components read them with useSuspenseQuery.
 */
export function cmsQueryOptions<const G extends string>(name: string, query: G, params: QueryParams = {}) {
  // `name` stands for the query text (one name per query), so keys stay short in the cache the
  // server sends with the page.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['cms', name, ...Object.values(params)],
    queryFn: ({ signal }): Promise<ClientReturn<G, unknown>> => sanityClient().fetch(query, params, { signal }),
  })
}
