import { createFileRoute } from '@tanstack/react-router'
import { EnquiryPage } from '../features/enquiry-embed/EnquiryPage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage()

export const Route = createFileRoute('/enquiry')({
  staticData: { pageName: 'enquiry' },
  loader: page.loader,
  head: page.head,
  component: EnquiryPage,
})
