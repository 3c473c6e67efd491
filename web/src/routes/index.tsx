import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { loadHomePage } from '../features/home/homeQueries.ts'
import { headMeta } from '../lib/content/headMeta.ts'

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => loadHomePage(queryClient),
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.seo) }),
  component: HomePage,
})
