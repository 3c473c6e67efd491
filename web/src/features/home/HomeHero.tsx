import type { HomePageQueryResult } from '@amaranth/schemas/sanity.types'
import styled from 'styled-components'
import { cmsFileUrl } from '../../components/media/cmsFileUrl.ts'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { HeroVideo } from './HeroVideo.tsx'

type Home = NonNullable<HomePageQueryResult>

const Hero = styled.section`
  position: relative;
  isolation: isolate;
  display: grid;
  place-items: center;
  min-height: max(560px, 100svh);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.maroonDeep};
  color: ${({ theme }) => theme.colors.ivory};
`

const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  img {
    width: 100%;
    height: 100%;
  }
  /* A maroon wash from the bottom and top so the words read over any frame of the film. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      to top,
      ${({ theme }) => theme.colors.scrimStrong},
      ${({ theme }) => theme.colors.scrimSoft} 55%,
      ${({ theme }) => theme.colors.scrim}
    );
  }
`

const Content = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 52rem;
  padding: ${({ theme }) => `${theme.space[9]} ${theme.layout.gutter} ${theme.space[8]}`};
  text-align: center;
`

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
`

const Heading = styled.h1`
  font-size: clamp(2.6rem, 1.6rem + 4.4vw, 5.25rem);
  font-weight: ${({ theme }) => theme.fontWeights.light};
  text-wrap: balance;
`

const Sub = styled.p`
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ivory};
  text-wrap: pretty;
`

const CtaSlot = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
`

/** The poster paints first (server-rendered, high priority); the film may follow in the browser. */
export function HomeHero({ home }: { home: Home }) {
  return (
    <Hero aria-labelledby="home-hero-heading">
      <Media>
        <SanityImage image={home.hero?.poster ?? null} sizes="100vw" priority alt="" />
        <HeroVideo src={cmsFileUrl(home.hero?.video)} type={home.hero?.video?.mimeType} />
      </Media>
      <Content>
        <Tagline>Brisbane · Perth · Worldwide</Tagline>
        <Heading id="home-hero-heading">{home.heroHeading}</Heading>
        {home.heroSubheading ? <Sub>{home.heroSubheading}</Sub> : null}
        <CtaSlot>
          <ButtonLink to="/enquiry">{home.heroCtaLabel ?? 'Begin Your Journey'}</ButtonLink>
        </CtaSlot>
      </Content>
    </Hero>
  )
}
