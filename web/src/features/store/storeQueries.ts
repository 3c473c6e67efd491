import { storeProductsQuery } from '@amaranth/schemas/queries/pages'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export const storeProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'store-products'],
    queryFn: ({ signal }) => sanityClient().fetch(storeProductsQuery, {}, { signal }),
  })
