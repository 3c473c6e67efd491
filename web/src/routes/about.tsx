import { createFileRoute, notFound } from '@tanstack/react-router'
import { AboutPage } from '../features/about/AboutPage.tsx'
import { aboutPageQueryOptions } from '../features/about/aboutQueries.ts'
import { headMeta } from '../lib/content/headMeta.ts'

export const Route = createFileRoute('/about')({
  loader: async ({ context: { queryClient } }) => {
    const about = await queryClient.ensureQueryData(aboutPageQueryOptions())
    if (!about) throw notFound()
    return { seo: about.seo }
  },
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.seo) }),
  component: AboutPage,
})
