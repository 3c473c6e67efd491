import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { loadHomePage } from '../features/home/homeQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'
import { businessJsonLd } from '../lib/seo/businessJsonLd.ts'

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => loadHomePage(queryClient),
  head: ({ match, loaderData }) =>
    pageHead(match, { ...loaderData?.seo, jsonLd: (origin) => businessJsonLd(match, origin) }),
  component: HomePage,
})
