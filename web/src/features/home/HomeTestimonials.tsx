import styled from 'styled-components'
import { Band, Container } from '../../components/layout/Container.tsx'
import { ReviewCard, type Review } from '../../components/ui/ReviewCard.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

export function HomeTestimonials({ reviews }: { reviews: Review[] }) {
  return (
    <Band $tone="maroon" aria-labelledby="home-reviews-heading">
      <Container>
        <SectionHeading id="home-reviews-heading" eyebrow="Kind Words" onDark>
          From our couples
        </SectionHeading>
        <Grid>
          {reviews.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </Grid>
      </Container>
    </Band>
  )
}
