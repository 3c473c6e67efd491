import { useSuspenseQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { homePageQueryOptions } from './homeQueries.ts'

const Hero = styled.section`
  min-height: calc(100svh - ${({ theme }) => theme.layout.headerHeight});
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[9]} ${theme.layout.gutter}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.maroon};
  color: ${({ theme }) => theme.colors.ivory};
`

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  max-width: 16ch;
`

const Sub = styled.p`
  max-width: 36rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.blush};
`

/** The home page's hero; the full home page (gallery, weddings, reviews) arrives with the site issue. */
export function HomePage() {
  const { data: home } = useSuspenseQuery(homePageQueryOptions())
  return (
    <Hero>
      <Heading>{home?.heroHeading}</Heading>
      {home?.heroSubheading ? <Sub>{home.heroSubheading}</Sub> : null}
      <ButtonLink to="/store" $variant="light">
        {home?.heroCtaLabel ?? 'Begin Your Journey'}
      </ButtonLink>
    </Hero>
  )
}
