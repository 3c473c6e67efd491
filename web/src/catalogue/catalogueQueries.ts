import { categoriesQuery, productCardsQuery } from '@amaranth/schemas/queries/hire'
import type { CategoriesQueryResult, ProductCardsQueryResult } from '@amaranth/schemas/sanity.types'
import { queryOptions } from '@tanstack/react-query'
import { sanityClient } from '../lib/sanity/client.ts'

export type Category = CategoriesQueryResult[number]
export type CategoryId = Category['id']
export type ProductCard = ProductCardsQueryResult[number]

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'categories'],
    queryFn: ({ signal }) => sanityClient().fetch(categoriesQuery, {}, { signal }),
  })

/** Every product card; the hire list re-reads names and prices from the same cache entry. */
export const productCardsQueryOptions = () =>
  queryOptions({
    queryKey: ['cms', 'product-cards'],
    queryFn: ({ signal }) => sanityClient().fetch(productCardsQuery, {}, { signal }),
  })
