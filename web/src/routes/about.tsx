import { createFileRoute, notFound } from '@tanstack/react-router'
import { AboutPage } from '../features/about/AboutPage.tsx'
import { aboutPageQueryOptions } from '../features/about/aboutQueries.ts'
import { cmsPage } from '../lib/routing/cmsPage.ts'

const page = cmsPage(async ({ context: { queryClient } }) => {
  const about = await queryClient.ensureQueryData(aboutPageQueryOptions())
  if (!about) throw notFound()
  return { ...about.seo, shareImage: about.heroImage }
})

export const Route = createFileRoute('/about')({
  staticData: { pageName: 'about' },
  loader: page.loader,
  head: page.head,
  component: AboutPage,
})
