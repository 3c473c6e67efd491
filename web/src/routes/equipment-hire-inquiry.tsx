import { createFileRoute } from '@tanstack/react-router'
import { InquiryPage } from '../features/hire-inquiry/InquiryPage.tsx'
import { primeHireEstimate } from '../hire-list/primeHireEstimate.ts'
import { metaPage } from '../lib/routing/cmsPage.ts'

// The order summary prices the list as /hire-list does.
const page = metaPage({ also: primeHireEstimate })

export const Route = createFileRoute('/equipment-hire-inquiry')({
  staticData: { pageName: 'equipment-hire-inquiry' },
  loader: page.loader,
  head: page.head,
  component: InquiryPage,
})
