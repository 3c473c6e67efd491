import { createLink } from '@tanstack/react-router'
import type { MouseEvent, RefObject } from 'react'
import styled from 'styled-components'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { riseIn, staggerDelay } from '../../components/motion/riseIn.ts'
import type { EventImage } from './eventQueries.ts'
import { hoverZoom } from '../../components/motion/hoverZoom.ts'

/** Event photos rise in one after another, 0.05 s apart (docs/product/portfolio.md). */
const STAGGER_SECONDS = 0.05
/** The first row is in view on arrival: load it at once. */
const EAGER_IMAGES = 3
/** Target row heights in px, per layout, for `sizes` (the CSS below uses the same values). */
const ROW = { phone: 150, tablet: 220, desktop: 280 }
/** Rows stretch to fill the width, so a photo is usually drawn up to about this much wider than its basis. */
const STRETCH = 1.4
/** The most a photo may grow past its basis: a lone portrait on a narrow row stays a sensible size. */
const MAX_GROWTH = 2.2

/*
 * A justified gallery: every photo keeps its own shape and a row's photos share one height. Each
 * item's basis and growth are proportional to its aspect ratio (growth scaled up, since growth
 * factors summing under 1 would leave a row short), so the row fills the width at an even height.
 * The spacer after the last item keeps a short last row from stretching; a row whose photos reach
 * their growth limit is centred.
 */
const Grid = styled.ul`
  --row: ${ROW.phone}px;
  list-style: none;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  &::after {
    content: '';
    flex: 1000000 1 0;
  }
  ${({ theme }) => theme.media.md} {
    --row: ${ROW.tablet}px;
    gap: ${({ theme }) => theme.space[3]};
  }
  ${({ theme }) => theme.media.lg} {
    --row: ${ROW.desktop}px;
  }
`

const Item = styled.li`
  ${riseIn}
  min-width: 0;
`

const OpenAnchor = styled.a`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.blush};
  cursor: zoom-in;
  ${hoverZoom(1.03)}
`

/* A link, not a button: each photo has an address, and a tap before hydration still opens it. */
const OpenLink = createLink(OpenAnchor)

/** A plain click, which the router follows in this page (not one that opens a new tab). */
function followedHere(event: MouseEvent) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

function ratioOf(image: EventImage) {
  return (image.asset.width ?? 1) / (image.asset.height ?? 1)
}

function flexFor(ratio: number) {
  const basis = `${ratio.toFixed(4)} * var(--row)`
  return { flex: `${(ratio * 100).toFixed(2)} 1 calc(${basis})`, maxWidth: `calc(${basis} * ${MAX_GROWTH})` }
}

function sizesFor(ratio: number) {
  const px = (row: number) => `${Math.round(ratio * row * STRETCH)}px`
  return `(min-width: 1024px) ${px(ROW.desktop)}, (min-width: 768px) ${px(ROW.tablet)}, ${px(ROW.phone)}`
}

type EventImageGridProps = {
  slug: string
  images: EventImage[]
  /** A photo's link was tapped to be followed in this page: the lightbox opens on it (and writes its URL). */
  onOpen: (index: number) => void
  /** Each photo's link, by index, so focus can come back to it when the lightbox closes. */
  buttons: RefObject<(HTMLElement | null)[]>
}

export function EventImageGrid({ slug, images, onOpen, buttons }: EventImageGridProps) {
  return (
    <Grid aria-label="Photographs">
      {images.map((image, index) => {
        const ratio = ratioOf(image)
        return (
          <Item key={image._key} style={{ ...flexFor(ratio), ...staggerDelay(index, STAGGER_SECONDS) }}>
            <OpenLink
              to="/events/$slug"
              params={{ slug }}
              search={{ image: index + 1 }}
              resetScroll={false}
              // The app preloads a link's route when a finger lands on it: here that is this page, with
              // its data loaded, and the work ran in the touchstart the tap's click waits behind.
              preload={false}
              aria-haspopup="dialog"
              ref={(element: HTMLAnchorElement | null) => {
                buttons.current[index] = element
              }}
              onClick={(event: MouseEvent) => {
                if (!followedHere(event)) return
                // The lightbox opens at once; the router is not asked to follow the link in the tap.
                event.preventDefault()
                onOpen(index)
              }}
            >
              <SanityImage image={image} sizes={sizesFor(ratio)} priority={index < EAGER_IMAGES} />
            </OpenLink>
          </Item>
        )
      })}
    </Grid>
  )
}
