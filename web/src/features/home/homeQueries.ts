import { homePageQuery } from '@amaranth/schemas/queries/pages'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export const homePageQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'home-page'],
    queryFn: ({ signal }) => sanityClient().fetch(homePageQuery, {}, { signal }),
  })
