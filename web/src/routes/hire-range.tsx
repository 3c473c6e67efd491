import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { categoriesQueryOptions, productCardsQueryOptions } from '../catalogue/catalogueQueries.ts'
import { catalogueSearchSchema, type CatalogueSearch } from '../features/hire-range/catalogueSearch.ts'
import { HireRangePage } from '../features/hire-range/HireRangePage.tsx'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/hire-range')({
  validateSearch: catalogueSearchSchema,
  loader: async ({ context: { queryClient } }) => {
    // Products are prefetched, not required: a failure shows the grid's own message and retry.
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions('/hire-range')),
      queryClient.ensureQueryData(categoriesQueryOptions()),
      queryClient.prefetchQuery(productCardsQueryOptions()),
    ])
    return { meta }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
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
