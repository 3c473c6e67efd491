import { pressPageQuery } from '@amaranth/schemas/queries/pages'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export const pressFeaturesQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'press-features'],
    queryFn: ({ signal }) => sanityClient().fetch(pressPageQuery, {}, { signal }),
  })
