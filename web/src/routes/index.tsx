import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { loadHomePage } from '../features/home/homeQueries.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

const page = cmsPage(async ({ context: { queryClient } }) => ({
  ...(await loadHomePage(queryClient)),
  structuredData: { business: true },
}))

export const Route = createFileRoute('/')({
  staticData: { pageName: 'home' },
  loader: page.loader,
  head: page.head,
  component: HomePage,
})
