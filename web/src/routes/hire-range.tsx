import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { categoriesQueryOptions, productCardsQueryOptions } from '../catalogue/catalogueQueries.ts'
import { catalogueSearchSchema, type CatalogueSearch } from '../features/hire-range/catalogueSearch.ts'
import { HireRangePage } from '../features/hire-range/HireRangePage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

// Products are prefetched, not required: a failure shows the grid's own message and retry.
const page = metaPage({
  also: (queryClient) =>
    Promise.all([
      queryClient.ensureQueryData(categoriesQueryOptions()),
      queryClient.prefetchQuery(productCardsQueryOptions()),
    ]),
})

export const Route = createFileRoute('/hire-range')({
  validateSearch: catalogueSearchSchema,
  staticData: { pageName: 'hire-range' },
  loader: page.loader,
  head: page.head,
  component: Page,
})

/** Each change is a history entry, so Back undoes it; the page keeps its scroll position. */
function Page() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback(
    (patch: Partial<CatalogueSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false }),
    [navigate],
  )
  return <HireRangePage search={search} onSearchChange={onSearchChange} />
}
