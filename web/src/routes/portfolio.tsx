import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPage } from '../features/portfolio/PortfolioPage.tsx'
import { portfolioQueryOptions } from '../features/portfolio/portfolioQueries.ts'
import { metaPage } from '../lib/routing/cmsPage.ts'

const page = metaPage({ also: (queryClient) => queryClient.ensureQueryData(portfolioQueryOptions()) })

export const Route = createFileRoute('/portfolio')({
  staticData: { pageName: 'portfolio' },
  loader: page.loader,
  head: page.head,
  component: PortfolioPage,
})
