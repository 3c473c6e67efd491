import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { PressFeatureCard } from './PressFeatureCard.tsx'
import { pressFeaturesQueryOptions } from './pressQueries.ts'

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[9]};
  padding-bottom: ${({ theme }) => theme.space[9]};
`

export function PressPage() {
  const meta = usePageMeta()
  const { data: features } = useSuspenseQuery(pressFeaturesQueryOptions())
  return (
    <>
      <PageIntro eyebrow="As seen in" heading={meta?.heading ?? 'Press'} intro={meta?.intro} />
      <Container>
        <List>
          {features.map((feature, index) => (
            <PressFeatureCard key={feature._id} feature={feature} flip={index % 2 === 1} priority={index === 0} />
          ))}
        </List>
      </Container>
    </>
  )
}
