import { createFileRoute } from '@tanstack/react-router'
import { InquiryPage } from '../features/hire-inquiry/InquiryPage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage()

export const Route = createFileRoute('/equipment-hire-inquiry')({
  staticData: { pageName: 'equipment-hire-inquiry' },
  loader: page.loader,
  head: page.head,
  component: InquiryPage,
})
