import type { PortfolioQueryResult } from '@amaranth/schemas/sanity.types'
import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { SanityImage } from '../../components/media/SanityImage.tsx'
import { riseIn, riseInWithoutFade, staggerDelay } from '../../components/motion/riseIn.ts'
import { formatMonthYear, monthDateTime } from '../../lib/format/monthYear.ts'
import { breakpoints } from '../../theme/tokens.ts'
import { hoverZoom } from '../../components/motion/hoverZoom.ts'

export type PortfolioEvent = PortfolioQueryResult[number]

/** Portfolio cards rise in one after another, 0.1 s apart (docs/product/portfolio.md). */
const STAGGER_SECONDS = 0.1
/**
 * The first row is fetched with high priority, each card only on screens wide enough to show it in
 * that row (one column on phones, two from `sm`, three from `lg`): on a slow link a card out of view
 * would split the bandwidth with the one in view and delay it (the LCP).
 */
const FIRST_ROW_MEDIA = [undefined, `(min-width: ${breakpoints.sm}px)`, `(min-width: ${breakpoints.lg}px)`]

const Card = styled.li`
  ${riseIn}
  &[data-first-row] {
    ${riseInWithoutFade}
  }
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`

const Frame = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.blush};
  ${hoverZoom(1.04, Card)}
`

const Label = styled.p`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  background: ${({ theme }) => theme.colors.maroon};
  color: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
`

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
`

/* The whole card is the link's hit area, while the link's name stays the event's name. */
const CardAnchor = styled.a`
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  /* The ring goes round the whole card, the link's hit area, instead of round its name. */
  &:focus-visible {
    box-shadow: none;
  }
  &:focus-visible::after {
    outline: 2px solid transparent;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

const CardLink = createLink(CardAnchor)

export function PortfolioCard({ event, index }: { event: PortfolioEvent; index: number }) {
  const label = event.featured ? event.featuredText : null
  return (
    <Card style={staggerDelay(index, STAGGER_SECONDS)} data-first-row={index < FIRST_ROW_MEDIA.length || undefined}>
      <Frame>
        <SanityImage
          image={event.coverImage}
          alt=""
          aspectRatio={4 / 5}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 480px) 46vw, 92vw"
          priority={index < FIRST_ROW_MEDIA.length}
          priorityMedia={FIRST_ROW_MEDIA[index]}
        />
        {label ? <Label>{label}</Label> : null}
      </Frame>
      <Text>
        <Name>
          <CardLink to="/events/$slug" params={{ slug: event.slug }}>
            {event.name}
          </CardLink>
        </Name>
        <Meta>
          <time dateTime={monthDateTime(event.date)}>{formatMonthYear(event.date)}</time>
          {' · '}
          {event.imageCount} photographs
        </Meta>
      </Text>
    </Card>
  )
}
