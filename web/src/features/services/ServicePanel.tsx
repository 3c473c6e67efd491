import type { ServicesPageQueryResult } from '@amaranth/schemas/sanity.types'
import styled from 'styled-components'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { Eyebrow } from '../../components/ui/Eyebrow.tsx'

type Services = NonNullable<ServicesPageQueryResult>
type ServiceTab = Services['tabs'][number]

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 6fr 5fr;
    gap: ${({ theme }) => theme.space[8]};
  }
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  color: ${({ theme }) => theme.colors.maroon};
`

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  max-width: ${({ theme }) => theme.layout.measure};
`

const Features = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: 0;
  display: grid;
  width: 100%;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    column-gap: ${({ theme }) => theme.space[6]};
  }
`

const Feature = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`

const FeatureTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.maroon};
`

const FeatureText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Quote = styled.figure`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding-left: ${({ theme }) => theme.space[5]};
  border-left: 1px solid ${({ theme }) => theme.colors.gold};
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-style: italic;
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.maroon};
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.goldText};
  }
`

/** One service: title, subtitle, description, image, features and, where there are features, the press quote. */
export function ServicePanel({
  tab,
  pressQuote,
  priority,
}: {
  tab: ServiceTab
  pressQuote: Services['pressQuote']
  priority: boolean
}) {
  const hasFeatures = tab.features.length > 0
  return (
    <Layout>
      <SanityImage image={tab.image} aspectRatio={4 / 3} sizes="(min-width: 1024px) 640px, 100vw" priority={priority} />
      <Text>
        <Eyebrow>{tab.subtitle}</Eyebrow>
        <Title>{tab.title}</Title>
        <Description>{tab.description}</Description>
        {hasFeatures ? (
          <Features aria-label={`${tab.label} services`}>
            {tab.features.map((feature) => (
              <Feature key={feature._key}>
                <FeatureTitle>{feature.title}</FeatureTitle>
                {feature.description ? <FeatureText>{feature.description}</FeatureText> : null}
              </Feature>
            ))}
          </Features>
        ) : null}
        {hasFeatures && pressQuote ? (
          <Quote>
            <blockquote>
              <p>“{pressQuote.quote}”</p>
            </blockquote>
            <figcaption>{pressQuote.outlet}</figcaption>
          </Quote>
        ) : null}
        <ButtonLink to="/enquiry">Enquire Now</ButtonLink>
      </Text>
    </Layout>
  )
}
