import { createFileRoute } from '@tanstack/react-router'
import { InquiryPage } from '../features/hire-inquiry/InquiryPage.tsx'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/equipment-hire-inquiry')({
  loader: async ({ context: { queryClient } }) => ({
    meta: await queryClient.ensureQueryData(pageMetaQueryOptions('/equipment-hire-inquiry')),
  }),
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: InquiryPage,
})
