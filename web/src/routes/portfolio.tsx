import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageIntro } from '../components/layout/PageIntro.tsx'
import { headMeta } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/portfolio')({
  loader: async ({ context: { queryClient } }) => ({
    meta: await queryClient.ensureQueryData(pageMetaQueryOptions('/portfolio')),
  }),
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.meta) }),
  component: Page,
})

function Page() {
  const { data: meta } = useSuspenseQuery(pageMetaQueryOptions('/portfolio'))
  return <PageIntro heading={meta?.heading ?? ''} intro={meta?.intro} />
}
