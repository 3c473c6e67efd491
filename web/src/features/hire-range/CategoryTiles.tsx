import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { breakpoints } from '../../theme/tokens.ts'
import { categoriesQueryOptions } from '../../catalogue/catalogueQueries.ts'
import { hoverZoom } from '../../components/motion/hoverZoom.ts'

const Grid = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[4]};
  }
`

/** Phones get a landscape banner per category, wider screens a tall tile with the thumbnail. */
const Wide = styled.div`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`

const Tall = styled.div`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: block;
  }
`

const Tile = styled(Link)`
  position: relative;
  display: block;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.ivory};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.ivory};
  ${hoverZoom(1.04)}
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(to top, ${({ theme }) => theme.colors.scrimStrong}, transparent 55%);
  }
`

const Label = styled.span`
  position: absolute;
  z-index: 1;
  left: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

/** The media queries under which Wide and Tall show: the first tile's image is the phone's LCP. */
const PHONE = `(max-width: ${breakpoints.md - 0.02}px)`
const WIDER = `(min-width: ${breakpoints.md}px)`

/** The five categories, each opening its collection page. */
export function CategoryTiles() {
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions())
  return (
    <nav aria-label="Hire collections">
      <Grid>
        {categories.map((category, index) => (
          <li key={category.id}>
            <Tile to={`/${category.id}`}>
              <Wide>
                <SanityImage
                  image={category.image}
                  aspectRatio={16 / 7}
                  alt=""
                  sizes="100vw"
                  priority={index === 0}
                  priorityMedia={PHONE}
                />
              </Wide>
              <Tall>
                <SanityImage
                  image={category.thumbnail}
                  aspectRatio={4 / 5}
                  alt=""
                  sizes="(min-width: 1280px) 240px, 20vw"
                  priority={index === 0}
                  priorityMedia={WIDER}
                />
              </Tall>
              <Label>{category.name}</Label>
            </Tile>
          </li>
        ))}
      </Grid>
    </nav>
  )
}
