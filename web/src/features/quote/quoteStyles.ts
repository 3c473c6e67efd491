import styled from 'styled-components'

/**
 * The quote, then what to do about it, then the event, in that order on a phone (the action never sits
 * below the fold's second screen of details); on wide screens the action stands beside both.
 */
export const QuoteLayout = styled.div`
  display: grid;
  grid-template-areas: 'figures' 'next' 'details';
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space[9]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.45fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'figures next' 'details next';
    gap: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[7]};
  }
`

export const Area = styled.div<{ $area: 'figures' | 'next' | 'details' }>`
  grid-area: ${({ $area }) => $area};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`

/** A paper card with a gold hairline at its top, the site's quiet frame for figures. */
export const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-top: 2px solid ${({ theme }) => theme.colors.gold};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]}`};
  }
`

export const CardTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.maroon};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`

/** Label and value pairs (event date, venue, deposit...), one row each, the value right-aligned. */
export const Facts = styled.dl`
  display: grid;
  margin: 0;
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    padding: ${({ theme }) => theme.space[3]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  }
  & > div:last-child {
    border-bottom: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

export const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  a {
    color: ${({ theme }) => theme.colors.maroon};
    text-underline-offset: 3px;
  }
`

/** A message the page must be heard saying (a refusal, a payment being confirmed). */
export const Notice = styled.div<{ $tone?: 'error' | 'success' | 'info' }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-left: 3px solid
    ${({ $tone = 'info', theme }) =>
      $tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.gold};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.ink};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`
