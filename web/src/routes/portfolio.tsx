import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPage } from '../features/portfolio/PortfolioPage.tsx'
import { portfolioQueryOptions } from '../features/portfolio/portfolioQueries.ts'
import { headMeta } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/portfolio')({
  loader: async ({ context: { queryClient } }) => {
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions('/portfolio')),
      queryClient.ensureQueryData(portfolioQueryOptions()),
    ])
    return { meta }
  },
  head: ({ loaderData }) => ({ meta: headMeta(loaderData?.meta) }),
  component: PortfolioPage,
})
