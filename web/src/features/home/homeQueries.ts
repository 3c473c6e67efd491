import { homePageQuery } from '@amaranth/schemas/queries/pages'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { sanityClient } from '../../lib/sanity/client.ts'

export const homePageQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'home-page'],
    queryFn: ({ signal }) => sanityClient().fetch(homePageQuery, {}, { signal }),
  })

/** Home's content, primed for the page, and its head: for Home and every unmatched path (which shows Home). */
export async function loadHomePage(queryClient: QueryClient) {
  const home = await queryClient.ensureQueryData(homePageQueryOptions())
  if (!home) throw notFound()
  return { ...home.seo }
}
