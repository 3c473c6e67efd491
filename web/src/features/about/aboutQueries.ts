import { aboutPageQuery } from '@amaranth/schemas/queries/pages'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export const aboutPageQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'about-page'],
    queryFn: ({ signal }) => sanityClient().fetch(aboutPageQuery, {}, { signal }),
  })
