import type { HomePageQueryResult } from '@amaranth/schemas/sanity.types'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { Band, Container } from '../../components/layout/Container.tsx'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'
import { hoverZoom } from '../../components/motion/hoverZoom.ts'

type Wedding = NonNullable<HomePageQueryResult>['featuredWeddings'][number]

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space[5]};
  }
`

const Card = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`

const Frame = styled.div`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space[2]};
  ${hoverZoom(1.03, Card)}
`

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
  a {
    text-decoration: none;
  }
  /* The whole card is the link's hit area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`

/** Three featured weddings, each opening its portfolio event. */
export function FeaturedWeddings({ weddings }: { weddings: Wedding[] }) {
  return (
    <Band aria-labelledby="featured-weddings-heading">
      <Container>
        <SectionHeading id="featured-weddings-heading" eyebrow="Featured Weddings">
          Love stories, beautifully told
        </SectionHeading>
        <Grid>
          {weddings.map((wedding) => (
            <li key={wedding._key}>
              <Card>
                <Frame>
                  <SanityImage image={wedding.image} aspectRatio={4 / 5} sizes="(min-width: 768px) 33vw, 100vw" />
                </Frame>
                <Subtitle>{wedding.subtitle}</Subtitle>
                <Title>
                  {wedding.eventSlug ? (
                    <Link to="/events/$slug" params={{ slug: wedding.eventSlug }}>
                      {wedding.title}
                    </Link>
                  ) : (
                    wedding.title
                  )}
                </Title>
                <Description>{wedding.description}</Description>
              </Card>
            </li>
          ))}
        </Grid>
      </Container>
    </Band>
  )
}
