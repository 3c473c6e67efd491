import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { homePageQueryOptions } from '../features/home/homeQueries.ts'
import { headMeta } from '../lib/content/headMeta.ts'

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient } }) => ({
    seo: (await queryClient.ensureQueryData(homePageQueryOptions()))?.seo,
  }),
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.seo) }),
  component: HomePage,
})
