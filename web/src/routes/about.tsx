import { createFileRoute, notFound } from '@tanstack/react-router'
import { AboutPage } from '../features/about/AboutPage.tsx'
import { aboutPageQueryOptions } from '../features/about/aboutQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'

export const Route = createFileRoute('/about')({
  loader: async ({ context: { queryClient } }) => {
    const about = await queryClient.ensureQueryData(aboutPageQueryOptions())
    if (!about) throw notFound()
    return { ...about.seo, shareImage: about.heroImage }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData ?? {}),
  component: AboutPage,
})
