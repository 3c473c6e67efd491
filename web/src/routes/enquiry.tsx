import { createFileRoute } from '@tanstack/react-router'
import { EnquiryPage } from '../features/enquiry-embed/EnquiryPage.tsx'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/enquiry')({
  loader: async ({ context: { queryClient } }) => ({
    meta: await queryClient.ensureQueryData(pageMetaQueryOptions('/enquiry')),
  }),
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: EnquiryPage,
})
