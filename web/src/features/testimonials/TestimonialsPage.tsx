import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { ReviewCard } from '../../components/ui/ReviewCard.tsx'
import { usePageMeta } from '../../lib/routing/cmsPage.ts'
import { testimonialsQueryOptions } from './testimonialsQueries.ts'

/** Masonry-like columns keep reviews of different lengths from leaving gaps. */
const Columns = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[9]};
  columns: 1;
  column-gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    columns: 2;
  }
  ${({ theme }) => theme.media.lg} {
    columns: 3;
  }
  li {
    break-inside: avoid;
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`

export function TestimonialsPage() {
  const meta = usePageMeta()
  const { data: reviews } = useSuspenseQuery(testimonialsQueryOptions())
  return (
    <>
      <PageIntro eyebrow="Five-star reviews" heading={meta?.heading ?? 'Client Testimonials'} intro={meta?.intro} />
      <Container>
        <Columns>
          {reviews.map((review) => (
            <li key={review._id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </Columns>
      </Container>
    </>
  )
}
