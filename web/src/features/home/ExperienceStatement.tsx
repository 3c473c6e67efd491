import styled from 'styled-components'
import { Band, Container } from '../../components/layout/Container.tsx'
import { ButtonLink } from '../../components/ui/Button.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'

/** The section heading brings its own space below; the button sits a step further down. */
const Inner = styled.div`
  display: grid;
  justify-items: center;
  text-align: center;
  a {
    margin-top: ${({ theme }) => theme.space[6]};
  }
`

const Body = styled.p`
  max-width: ${({ theme }) => theme.layout.measure};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.ink};
  text-wrap: pretty;
`

/** Few weddings a year, venue scouting included: the promise, then the way into the portfolio. */
export function ExperienceStatement({ heading, body }: { heading: string; body: string }) {
  return (
    <Band aria-labelledby="experience-heading">
      <Container $narrow>
        <Inner>
          <SectionHeading id="experience-heading" eyebrow="The Amaranth Experience">
            {heading}
          </SectionHeading>
          <Body>{body}</Body>
          <ButtonLink to="/portfolio">View Portfolio</ButtonLink>
        </Inner>
      </Container>
    </Band>
  )
}
