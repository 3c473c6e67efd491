import type { HomePageQueryResult } from '@amaranth/schemas/sanity.types'
import styled from 'styled-components'
import { Band, Container } from '../../components/layout/Container.tsx'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'
import { useCarousel } from './useCarousel.ts'
import { Icon } from '../../components/ui/Icon.tsx'

type GalleryImage = NonNullable<HomePageQueryResult>['gallery'][number]

/** Small screens: one slide at a time, moved by transform. Large screens: a plain three-column grid. */
const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y pinch-zoom;
`

const Track = styled.ul<{ $index: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  transform: translateX(${({ $index }) => `${-100 * $index}%`});
  transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space[4]};
    transform: none;
  }
`

const Slide = styled.li`
  flex: 0 0 100%;
`

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  margin-top: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`

const Arrow = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.maroon};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.maroon};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.maroon};
    color: ${({ theme }) => theme.colors.ivory};
  }
`

const Counter = styled.p`
  min-width: 4rem;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const chevron = (direction: 'left' | 'right') => (
  <Icon size={18} strokeWidth={1.3}>
    <path d={direction === 'left' ? 'M11 3L5 9l6 6' : 'M7 3l6 6-6 6'} />
  </Icon>
)

/** Six images: a grid on large screens, a wrapping previous/next carousel with swipe on small ones. */
export function HomeGallery({ images }: { images: GalleryImage[] }) {
  const { index, next, previous, swipe } = useCarousel(images.length)
  return (
    <Band $tone="ivory" aria-labelledby="home-gallery-heading">
      <Container>
        <SectionHeading id="home-gallery-heading" eyebrow="The Gallery">
          Moments we have styled
        </SectionHeading>
        <div role="region" aria-roledescription="carousel" aria-label="Gallery">
          <Viewport {...swipe}>
            <Track $index={index}>
              {images.map((image, position) => (
                <Slide
                  key={image.asset._id}
                  aria-roledescription="slide"
                  aria-label={`${position + 1} of ${images.length}`}
                  data-current={position === index || undefined}
                >
                  <SanityImage image={image} aspectRatio={4 / 5} sizes="(min-width: 1024px) 400px, 100vw" />
                </Slide>
              ))}
            </Track>
          </Viewport>
          <Controls>
            <Arrow type="button" onClick={previous} aria-label="Previous image">
              {chevron('left')}
            </Arrow>
            <Counter aria-live="polite">
              {index + 1} / {images.length}
            </Counter>
            <Arrow type="button" onClick={next} aria-label="Next image">
              {chevron('right')}
            </Arrow>
          </Controls>
        </div>
      </Container>
    </Band>
  )
}
