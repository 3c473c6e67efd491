import styled from 'styled-components'
import { Icon } from './Icon.tsx'

const Stars = styled.span`
  display: inline-flex;
  gap: 3px;
  color: ${({ theme }) => theme.colors.gold};
`

const STAR = 'M8 1.2l2 4.3 4.7.5-3.5 3.2 1 4.6L8 11.5l-4.2 2.3 1-4.6L1.3 6l4.7-.5z'

/** Five stars (reviews here are always five), announced as a rating. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} size={16}>
          <path d={STAR} fill={index < rating ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="0.8" />
        </Icon>
      ))}
    </Stars>
  )
}
