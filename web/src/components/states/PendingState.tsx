import styled, { keyframes } from 'styled-components'

const shimmer = keyframes`
  from { opacity: 0.35; }
  to { opacity: 0.8; }
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
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`

/** Shown while a route's content loads on client-side navigation (the first paint is server-rendered). */
export function PendingState() {
  return (
    <Wrapper role="status" aria-live="polite">
      <Mark>Loading…</Mark>
    </Wrapper>
  )
}
