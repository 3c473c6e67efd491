import { createFileRoute, notFound } from '@tanstack/react-router'
import { HireTermsPage } from '../features/hire-terms/HireTermsPage.tsx'
import { hireTermsPageQueryOptions } from '../features/hire-terms/hireTermsQueries.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

const page = cmsPage(async ({ context: { queryClient } }) => {
  const terms = await queryClient.ensureQueryData(hireTermsPageQueryOptions())
  if (!terms) throw notFound()
  return { ...terms.seo }
})

export const Route = createFileRoute('/hire-terms')({
  staticData: { pageName: 'hire-terms' },
  loader: page.loader,
  head: page.head,
  component: HireTermsPage,
})
