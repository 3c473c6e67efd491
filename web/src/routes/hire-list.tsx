import { createFileRoute } from '@tanstack/react-router'
import { productCardsQueryOptions } from '../catalogue/catalogueQueries.ts'
import { HireListPage } from '../features/hire-list-page/HireListPage.tsx'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/hire-list')({
  loader: async ({ context: { queryClient } }) => {
    // The catalogue is primed but not required: the list shows its own error if it fails.
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions('/hire-list')),
      queryClient.prefetchQuery(productCardsQueryOptions()),
    ])
    return { meta }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: HireListPage,
})
