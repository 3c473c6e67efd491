import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/HomePage.tsx'
import { loadHomePage } from '../features/home/homeQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'

/** Any unmatched path shows Home (SPEC.md §2), kept out of search results. */
export const Route = createFileRoute('/$')({
  loader: ({ context: { queryClient } }) => loadHomePage(queryClient),
  head: ({ match, loaderData }) => pageHead(match, { ...loaderData?.seo, noindex: true }),
  component: HomePage,
})
