import { Link } from '@tanstack/react-router'
import styled from 'styled-components'
import { formatMonthYear } from '../../lib/format/monthYear.ts'
import type { Product } from './productQueries.ts'

const Wrapper = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wider};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

const Events = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  a {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 0.2em;
    text-decoration-thickness: 1px;
  }
  span {
    margin-left: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`

/** "Seen at": the portfolio events whose look used this piece, newest first. */
export function SeenAt({ events }: { events: Product['seenAt'] }) {
  if (events.length === 0) return null
  return (
    <Wrapper aria-labelledby="seen-at">
      <Heading id="seen-at">Seen at</Heading>
      <Events>
        {events.map((event) => (
          <li key={event.slug}>
            <Link to="/events/$slug" params={{ slug: event.slug }}>
              {event.name}
            </Link>
            <span>{formatMonthYear(event.date)}</span>
          </li>
        ))}
      </Events>
    </Wrapper>
  )
}
