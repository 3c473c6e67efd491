import { createFileRoute } from '@tanstack/react-router'
import {
  hireChargesQueryOptions,
  planningRulesQueryOptions,
  productCardsQueryOptions,
} from '../catalogue/catalogueQueries.ts'
import { HireListPage } from '../features/hire-list-page/HireListPage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

/*
 * What the list prices and plans with is primed but not required: the list shows its own error if one
 * fails. Sent with the page, the charges and the planning rules need no query from the browser, so a
 * visit that lands here does not load the CMS client (about 60 ms of script at 4x CPU) and render the
 * estimate a second time once they arrive (docs/decisions/0016).
 */
const page = metaPage({
  also: (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(productCardsQueryOptions()),
      queryClient.prefetchQuery(hireChargesQueryOptions()),
      queryClient.prefetchQuery(planningRulesQueryOptions()),
    ]),
})

export const Route = createFileRoute('/hire-list')({
  staticData: { pageName: 'hire-list' },
  loader: page.loader,
  head: page.head,
  component: HireListPage,
})
