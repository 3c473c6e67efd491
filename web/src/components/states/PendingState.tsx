import styled, { keyframes } from 'styled-components'

const shimmer = keyframes`
  /* Never fainter than 0.6: the maroon word keeps 4.5:1 on paper throughout. */
  from { opacity: 0.6; }
  to { opacity: 1; }
`

const Wrapper = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[9]} ${({ theme }) => theme.layout.gutter};
`

const Mark = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-style: italic;
  color: ${({ theme }) => theme.colors.maroon};
  animation: ${shimmer} 900ms ease-in-out infinite alternate;
`

/** Shown while a route's content loads on client-side navigation (the first paint is server-rendered). */
export function PendingState() {
  return (
    <Wrapper role="status" aria-live="polite">
      <Mark>Loading…</Mark>
    </Wrapper>
  )
}
