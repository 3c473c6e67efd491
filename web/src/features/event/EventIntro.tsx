import styled from 'styled-components'
import { formatMonthYear, monthDateTime } from '../../lib/format/monthYear.ts'
import type { PortfolioEventDetail } from './eventQueries.ts'

const Intro = styled.header`
  max-width: ${({ theme }) => theme.layout.narrowWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[9]} ${theme.layout.gutter} ${theme.space[8]}`};
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[5]};
`

const Eyebrow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

const Featured = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.gold};
`

const Heading = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  color: ${({ theme }) => theme.colors.maroon};
  text-wrap: balance;
`

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
  text-wrap: pretty;
`

/* Venue lines read as a quiet signature under the story, set off by a short gold rule. */
const Venue = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  color: ${({ theme }) => theme.colors.ink};
  &::before {
    content: '';
    justify-self: center;
    width: ${({ theme }) => theme.space[7]};
    height: 1px;
    margin-bottom: ${({ theme }) => theme.space[4]};
    background: ${({ theme }) => theme.colors.gold};
  }
`

export function EventIntro({ event }: { event: PortfolioEventDetail }) {
  return (
    <Intro>
      <Eyebrow>
        <time dateTime={monthDateTime(event.date)}>{formatMonthYear(event.date)}</time>
        {event.featuredText ? <Featured>{event.featuredText}</Featured> : null}
      </Eyebrow>
      <Heading>{event.name}</Heading>
      <Description>{event.description}</Description>
      {event.venueLines.length > 0 ? (
        <Venue>
          {event.venueLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Venue>
      ) : null}
    </Intro>
  )
}
