import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Band, Container } from '../../components/layout/Container.tsx'
import { PageIntro } from '../../components/layout/PageIntro.tsx'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { NotFoundState } from '../../components/states/NotFoundState.tsx'
import { RichText } from '../../components/ui/RichText.tsx'
import { aboutPageQueryOptions } from './aboutQueries.ts'
import { FounderMessage } from './FounderMessage.tsx'

/** Wide and low on large screens, closer to 3:2 on phones so the picture still reads. */
const Hero = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  img {
    aspect-ratio: 3 / 2 !important;
    ${({ theme }) => theme.media.lg} {
      aspect-ratio: 16 / 7 !important;
    }
  }
`

const Story = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 2fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`

const StoryHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.maroon};
  font-style: italic;
`

export function AboutPage() {
  const { data: about } = useSuspenseQuery(aboutPageQueryOptions())
  if (!about) return <NotFoundState />
  return (
    <>
      <PageIntro eyebrow="About Us" heading={about.heading} />
      <Hero>
        <SanityImage image={about.heroImage} aspectRatio={3 / 2} sizes="(min-width: 1240px) 1160px, 100vw" priority />
      </Hero>
      <Band aria-labelledby="about-story-heading">
        <Container>
          <Story>
            <StoryHeading id="about-story-heading">Who we are</StoryHeading>
            <RichText value={about.brandStory} lead />
          </Story>
        </Container>
      </Band>
      {about.founder ? <FounderMessage founder={about.founder} /> : null}
    </>
  )
}
