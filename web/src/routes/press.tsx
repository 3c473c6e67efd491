import { createFileRoute } from '@tanstack/react-router'
import { PressPage } from '../features/press/PressPage.tsx'
import { pressFeaturesQueryOptions } from '../features/press/pressQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/press')({
  loader: async ({ context: { queryClient } }) => {
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions('/press')),
      queryClient.ensureQueryData(pressFeaturesQueryOptions()),
    ])
    return { meta }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: PressPage,
})
