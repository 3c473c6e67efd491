import { createFileRoute } from '@tanstack/react-router'
import { StorePage } from '../features/store/StorePage.tsx'
import { storeProductsQueryOptions } from '../features/store/storeQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/store')({
  loader: async ({ context: { queryClient } }) => {
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions('/store')),
      queryClient.ensureQueryData(storeProductsQueryOptions()),
    ])
    return { meta }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: StorePage,
})
