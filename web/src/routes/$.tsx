import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { loadHomePage } from '../features/home/homeQueries.ts'
import { headMeta } from '../lib/content/headMeta.ts'

/** Any unmatched path shows Home (SPEC.md §2), kept out of search results. */
export const Route = createFileRoute('/$')({
  loader: ({ context: { queryClient } }) => loadHomePage(queryClient),
  head: ({ loaderData }) => ({ meta: [...headMeta(loaderData?.seo), { name: 'robots', content: 'noindex' }] }),
  component: HomePage,
})
