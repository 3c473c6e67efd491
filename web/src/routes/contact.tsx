import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/contact/ContactPage.tsx'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'
import { businessJsonLd } from '../lib/seo/businessJsonLd.ts'

export const Route = createFileRoute('/contact')({
  loader: async ({ context: { queryClient } }) => ({
    meta: await queryClient.ensureQueryData(pageMetaQueryOptions('/contact')),
  }),
  head: ({ match, loaderData }) =>
    pageHead(match, { ...loaderData?.meta, jsonLd: (origin) => businessJsonLd(match, origin) }),
  component: ContactPage,
})
