import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage } from '../features/thank-you/ThankYouPage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage()

export const Route = createFileRoute('/thank-you')({
  staticData: { pageName: 'thank-you' },
  loader: page.loader,
  head: page.head,
  component: ThankYouPage,
})
