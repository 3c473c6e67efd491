import { categoriesQueryOptions, productCardsQueryOptions, type CategoryId } from '../../catalogue/catalogueQueries.ts'
import { readDateParam } from '../../availability/calendarDay.ts'
import { cmsPage } from '../../lib/routing/cmsPage.ts'
import { searchValidator } from '../../lib/routing/searchParams.ts'

/** A collection's one search param: the visitor's event date (decision 0018). */
export const collectionSearch = searchValidator<{ date?: string }>({ date: readDateParam })

/**
 * Loader and head of every collection route: categories are needed, products may fail into their
 * own message. The head is the category's heading, description and image; noindex if it is gone.
 */
export function collectionPage(categoryId: CategoryId) {
  return cmsPage(async ({ context: { queryClient } }) => {
    const [categories] = await Promise.all([
      queryClient.ensureQueryData(categoriesQueryOptions()),
      queryClient.prefetchQuery(productCardsQueryOptions()),
    ])
    const category = categories.find((entry) => entry.id === categoryId)
    if (!category) return { title: 'Collection | Amaranth Events', noindex: true }
    return {
      title: `${category.heading} Hire | Amaranth Events`,
      description: category.description,
      shareImage: category.image,
    }
  })
}
