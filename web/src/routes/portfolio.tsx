import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPage } from '../features/portfolio/PortfolioPage.tsx'
import { portfolioQueryOptions } from '../features/portfolio/portfolioQueries.ts'
import { pageHead } from '../lib/content/headMeta.ts'
import { pageMetaQueryOptions } from '../lib/content/siteQueries.ts'

export const Route = createFileRoute('/portfolio')({
  loader: async ({ context: { queryClient } }) => {
    const [meta] = await Promise.all([
      queryClient.ensureQueryData(pageMetaQueryOptions('/portfolio')),
      queryClient.ensureQueryData(portfolioQueryOptions()),
    ])
    return { meta }
  },
  head: ({ match, loaderData }) => pageHead(match, loaderData?.meta ?? {}),
  component: PortfolioPage,
})
