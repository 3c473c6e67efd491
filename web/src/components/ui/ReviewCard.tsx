import styled from 'styled-components'
import { StarRating } from './StarRating.tsx'

export type Review = {
  _id: string
  text: string | null
  author: string | null
  source: string | null
  rating: number | null
  platform: string | null
}

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.ink};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }
`

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`

const GoogleMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.line};
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

const Caption = styled.figcaption`
  display: grid;
  gap: 2px;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Author = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const Source = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
`

/** A client review styled after a Google review card: stars, the words, who and where from. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card>
      <Top>
        <StarRating rating={review.rating ?? 5} />
        {review.platform === 'google' ? <GoogleMark aria-hidden="true">G</GoogleMark> : null}
      </Top>
      <Quote>
        <p>“{review.text}”</p>
      </Quote>
      <Caption>
        <Author>{review.author}</Author>
        {review.source ? <Source>{review.source}</Source> : null}
      </Caption>
    </Card>
  )
}
