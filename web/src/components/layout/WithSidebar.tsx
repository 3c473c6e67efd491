import styled from 'styled-components'

/**
 * A page's main column and a side panel (a summary, contact details): stacked on phones, side by
 * side from the large breakpoint, at the site's width.
 */
export const WithSidebar = styled.div<{ $side?: string }>`
  display: grid;
  /* One shrinkable column below lg: a long word (the email address) must wrap, not widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[7]};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter} ${({ theme }) => theme.space[9]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) ${({ $side = 'minmax(20rem, 24rem)' }) => $side};
    column-gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`
