import type { HomePageQueryResult } from '@amaranth/schemas/sanity.types'
import styled from 'styled-components'
import { Container } from '../../components/layout/Container.tsx'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { Eyebrow } from '../../components/ui/Eyebrow.tsx'

type PressLogo = NonNullable<HomePageQueryResult>['pressStrip'][number]

const Strip = styled.section`
  padding: ${({ theme }) => `${theme.space[7]} 0`};
  background: ${({ theme }) => theme.colors.paper};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  text-align: center;
`

const Logos = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[5]} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  align-items: center;
  gap: ${({ theme }) => `${theme.space[5]} ${theme.space[5]}`};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(6, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`

const Item = styled.li`
  display: grid;
  place-items: center;
  min-height: 56px;
  color: ${({ theme }) => theme.colors.inkSoft};
  img {
    width: auto;
    max-width: 100%;
    max-height: 48px;
    opacity: 0.8;
  }
`

/** A logo-less publication is set in type, in the same quiet register as the logos. */
const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-style: italic;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

export function PressStrip({ logos }: { logos: PressLogo[] }) {
  return (
    <Strip aria-labelledby="press-strip-heading">
      <Container>
        <Eyebrow as="h2" id="press-strip-heading">
          As featured in
        </Eyebrow>
        <Logos>
          {logos.map((press) => (
            <Item key={press._id}>
              {press.logo?.asset ? (
                <SanityImage image={press.logo} sizes="160px" placeholder={false} alt={press.name} />
              ) : (
                <Name>{press.name}</Name>
              )}
            </Item>
          ))}
        </Logos>
      </Container>
    </Strip>
  )
}
