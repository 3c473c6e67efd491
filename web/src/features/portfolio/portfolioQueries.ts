import { portfolioQuery } from '@amaranth/schemas/queries/portfolio'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export const portfolioQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'portfolio'],
    queryFn: ({ signal }) => sanityClient().fetch(portfolioQuery, {}, { signal }),
  })
