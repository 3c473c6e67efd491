import { createFileRoute } from '@tanstack/react-router'
import { productCardsQueryOptions } from '../catalogue/catalogueQueries.ts'
import { HireListPage } from '../features/hire-list-page/HireListPage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

// The catalogue is primed but not required: the list shows its own error if it fails.
const page = metaPage({ also: (queryClient) => queryClient.prefetchQuery(productCardsQueryOptions()) })

export const Route = createFileRoute('/hire-list')({
  staticData: { pageName: 'hire-list' },
  loader: page.loader,
  head: page.head,
  component: HireListPage,
})
