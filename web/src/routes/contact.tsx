import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/contact/ContactPage.tsx'
import { headMeta } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/contact')({
  loader: async ({ context: { queryClient } }) => ({
    meta: await queryClient.ensureQueryData(pageMetaQueryOptions('/contact')),
  }),
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.meta) }),
  component: ContactPage,
})
