import { productQuery } from '@amaranth/schemas/queries/hire'
import type { ProductQueryResult } from '@amaranth/schemas/sanity.types'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../../lib/sanity/client.ts'

export type Product = NonNullable<ProductQueryResult>

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['cms', 'product', productId],
    queryFn: ({ signal }) => sanityClient().fetch(productQuery, { productId }, { signal }),
  })
