import { createFileRoute } from '@tanstack/react-router'
import { StorePage } from '../features/store/StorePage.tsx'
import { storeProductsQueryOptions } from '../features/store/storeQueries.ts'
import { validateStoreSearch } from '../features/store/storeSearch.ts'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage({ also: (queryClient) => queryClient.ensureQueryData(storeProductsQueryOptions()) })

export const Route = createFileRoute('/store')({
  staticData: { pageName: 'store' },
  validateSearch: validateStoreSearch,
  loader: page.loader,
  head: page.head,
  component: StorePage,
})
