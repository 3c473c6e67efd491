import { createFileRoute } from '@tanstack/react-router'
import { productCardsQueryOptions } from '../catalogue/catalogueQueries.ts'
import { SharedListPage } from '../features/hire-list-page/SharedListPage.tsx'
import { validateSharedListSearch } from '../hire-list/sharedListSearch.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

// The catalogue is primed but not required: the page shows its own error if it fails.
const page = cmsPage(async ({ context: { queryClient } }) => {
  await queryClient.prefetchQuery(productCardsQueryOptions())
  return {
    title: 'A Shared Hire List | Amaranth Events',
    description: 'A list of pieces from the Amaranth Events hire range, shared with you.',
    noindex: true,
  }
})

/** /hire-list/shared?items=…: a shared hire list (docs/decisions/0011-share-link-format.md). */
export const Route = createFileRoute('/hire-list_/shared')({
  staticData: { pageName: 'hire-list' },
  validateSearch: validateSharedListSearch,
  loader: page.loader,
  head: page.head,
  component: SharedListRoute,
})

function SharedListRoute() {
  const { items } = Route.useSearch()
  return <SharedListPage items={items} />
}
