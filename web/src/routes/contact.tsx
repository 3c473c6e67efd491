import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/contact/ContactPage.tsx'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage({ structuredData: { business: true } })

export const Route = createFileRoute('/contact')({
  staticData: { pageName: 'contact' },
  loader: page.loader,
  head: page.head,
  component: ContactPage,
})
