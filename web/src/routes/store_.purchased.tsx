import { createFileRoute } from '@tanstack/react-router'
import { PurchasedPage, type PurchasedSearch } from '../features/store/PurchasedPage.tsx'
import { storeProductsQueryOptions } from '../features/store/storeQueries.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

const page = cmsPage(async ({ context: { queryClient } }) => {
  await queryClient.ensureQueryData(storeProductsQueryOptions())
  return {
    title: 'Thank You for Your Purchase | Amaranth Events',
    description: 'Your guide is ready to download.',
    noindex: true,
  }
})

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : undefined)

/** /store/purchased: after a paid checkout (server/store/completeRoute.ts sends buyers here). */
export const Route = createFileRoute('/store_/purchased')({
  staticData: { pageName: 'store' },
  validateSearch: (search: Record<string, unknown>): PurchasedSearch => ({
    guide: text(search.guide, 128),
    link: text(search.link, 200),
    status: search.status === 'processing' || search.status === 'refunded' ? search.status : undefined,
  }),
  loader: page.loader,
  head: page.head,
  component: PurchasedRoute,
})

function PurchasedRoute() {
  return <PurchasedPage search={Route.useSearch()} />
}
