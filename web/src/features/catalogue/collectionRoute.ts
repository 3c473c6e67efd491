import type { QueryClient } from '@tanstack/react-query'
import { headMeta } from '../../lib/content/headMeta.ts'
import { categoriesQueryOptions, productCardsQueryOptions, type CategoryId } from './catalogueQueries.ts'

/** The loader of every collection route: categories are needed, products may fail into their own message. */
export async function loadCollection(queryClient: QueryClient, categoryId: CategoryId) {
  const [categories] = await Promise.all([
    queryClient.ensureQueryData(categoriesQueryOptions()),
    queryClient.prefetchQuery(productCardsQueryOptions()),
  ])
  return { category: categories.find((category) => category.id === categoryId) ?? null }
}

type Loaded = Awaited<ReturnType<typeof loadCollection>> | undefined

export function collectionHead(loaded: Loaded) {
  const category = loaded?.category
  return headMeta(
    category && {
      title: `${category.heading} Hire | Amaranth Events`,
      description: category.description,
    },
    'Collection | Amaranth Events',
  )
}
