import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { PortfolioCard } from './PortfolioCard.tsx'
import { portfolioQueryOptions } from './portfolioQueries.ts'

const Grid = styled.ol`
  list-style: none;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[10]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  display: grid;
  gap: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
    column-gap: ${({ theme }) => theme.space[6]};
  }
`

export function PortfolioPage() {
  const meta = usePageMeta()
  const { data: events } = useSuspenseQuery(portfolioQueryOptions())
  return (
    <>
      <PageIntro heading={meta?.heading ?? 'Portfolio'} intro={meta?.intro} />
      <Grid aria-label="Events">
        {events.map((event, index) => (
          <PortfolioCard key={event._id} event={event} index={index} />
        ))}
      </Grid>
    </>
  )
}
