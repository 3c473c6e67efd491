import { createFileRoute } from '@tanstack/react-router'
import { planningRulesQueryOptions } from '../catalogue/catalogueQueries.ts'
import { HireListPage } from '../features/hire-list-page/HireListPage.tsx'
import { primeHireEstimate } from '../hire-list/primeHireEstimate.ts'
import { metaPage } from '../lib/routing/cmsPage.ts'

// The estimate and the guest plan's rules, primed with the page (see primeHireEstimate).
const page = metaPage({
  also: (queryClient) =>
    Promise.all([primeHireEstimate(queryClient), queryClient.prefetchQuery(planningRulesQueryOptions())]),
})

export const Route = createFileRoute('/hire-list')({
  staticData: { pageName: 'hire-list' },
  loader: page.loader,
  head: page.head,
  component: HireListPage,
})
