import { createFileRoute } from '@tanstack/react-router'
import { hireChargesQueryOptions, productCardsQueryOptions } from '../catalogue/catalogueQueries.ts'
import { InquiryPage } from '../features/hire-inquiry/InquiryPage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

// The list's summary prices with these, as on /hire-list (primed, not required: it shows its own error).
const page = metaPage({
  also: (queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(productCardsQueryOptions()),
      queryClient.prefetchQuery(hireChargesQueryOptions()),
    ]),
})

export const Route = createFileRoute('/equipment-hire-inquiry')({
  staticData: { pageName: 'equipment-hire-inquiry' },
  loader: page.loader,
  head: page.head,
  component: InquiryPage,
})
