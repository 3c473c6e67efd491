import { createFileRoute } from '@tanstack/react-router'
import { ThankYouPage } from '../features/thank-you/ThankYouPage.tsx'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/thank-you')({
  loader: async ({ context: { queryClient } }) => ({
    meta: await queryClient.ensureQueryData(pageMetaQueryOptions('/thank-you')),
  }),
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: ThankYouPage,
})
