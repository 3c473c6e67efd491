import type { PressPageQueryResult } from '@amaranth/schemas/sanity.types'
import styled from 'styled-components'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { ButtonAnchor } from '../../components/ui/Button.tsx'
import { Eyebrow } from '../../components/ui/Eyebrow.tsx'

type PressFeature = PressPageQueryResult[number]

const Article = styled.article<{ $flip: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[8]};
    & > :first-child {
      order: ${({ $flip }) => ($flip ? 1 : 0)};
    }
  }
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
`

const Quote = styled.blockquote`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-style: italic;
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
`

/** One press feature: outlet, headline, the quote, the image and the way to the full article. */
export function PressFeatureCard({
  feature,
  flip,
  priority,
}: {
  feature: PressFeature
  flip: boolean
  priority: boolean
}) {
  return (
    <Article $flip={flip} aria-labelledby={`press-${feature._id}`}>
      <SanityImage
        image={feature.image}
        aspectRatio={4 / 3}
        sizes="(min-width: 1024px) 580px, 100vw"
        priority={priority}
      />
      <Text>
        <Eyebrow>{feature.outlet}</Eyebrow>
        <Title id={`press-${feature._id}`}>{feature.title}</Title>
        <Quote>
          <p>“{feature.quote}”</p>
        </Quote>
        <ButtonAnchor
          href={feature.link}
          target="_blank"
          rel="noopener noreferrer"
          $variant="outline"
          aria-label={`READ MORE: ${feature.title} (opens in a new tab)`}
        >
          READ MORE
          {/* Crawlers read a link's text, not its aria-label: "READ MORE" alone says nothing of where it goes. */}
          <span className="visually-hidden">: {feature.title}</span>
        </ButtonAnchor>
      </Text>
    </Article>
  )
}
