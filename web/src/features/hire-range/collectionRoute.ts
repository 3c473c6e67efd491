import type { QueryClient } from '@tanstack/react-query'
import { pageHead, type HeadMatch } from '../../lib/content/headMeta.ts'
import { categoriesQueryOptions, productCardsQueryOptions, type CategoryId } from '../../catalogue/catalogueQueries.ts'

/** The loader of every collection route: categories are needed, products may fail into their own message. */
export async function loadCollection(queryClient: QueryClient, categoryId: CategoryId) {
  const [categories] = await Promise.all([
    queryClient.ensureQueryData(categoriesQueryOptions()),
    queryClient.prefetchQuery(productCardsQueryOptions()),
  ])
  return { category: categories.find((category) => category.id === categoryId) ?? null }
}

type Loaded = Awaited<ReturnType<typeof loadCollection>> | undefined

/** A collection's head: its category's heading, description and image; noindex if the category is gone. */
export function collectionHead(match: HeadMatch, loaded: Loaded) {
  const category = loaded?.category
  if (!category) return pageHead(match, { title: 'Collection | Amaranth Events', noindex: true })
  return pageHead(match, {
    title: `${category.heading} Hire | Amaranth Events`,
    description: category.description,
    shareImage: category.image,
  })
}
