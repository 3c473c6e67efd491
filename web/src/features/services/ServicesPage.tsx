import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Band, Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { NotFoundState } from '../../components/states/NotFoundState.tsx'
import { ReviewCard } from '../../components/ui/ReviewCard.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'
import { ServicePanel } from './ServicePanel.tsx'
import { servicesPageQueryOptions } from './servicesQueries.ts'
import { ServiceTabs } from './ServiceTabs.tsx'

const ReviewsBand = styled(Band)`
  margin-top: ${({ theme }) => theme.space[9]};
`

const Reviews = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

export function ServicesPage() {
  const { data: services } = useSuspenseQuery(servicesPageQueryOptions())
  if (!services) return <NotFoundState />
  return (
    <>
      <PageIntro eyebrow="What We Do" heading={services.heading} intro={services.intro} />
      <Container>
        <ServiceTabs
          label="Services"
          items={services.tabs.map((tab, index) => ({
            key: tab._key,
            label: tab.label,
            panel: <ServicePanel tab={tab} pressQuote={services.pressQuote} priority={index === 0} />,
          }))}
        />
      </Container>
      <ReviewsBand $tone="ivory" aria-labelledby="services-reviews-heading">
        <Container>
          <SectionHeading id="services-reviews-heading" eyebrow="Testimonials">
            What Our Clients Say
          </SectionHeading>
          <Reviews>
            {services.testimonials.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </Reviews>
        </Container>
      </ReviewsBand>
    </>
  )
}
