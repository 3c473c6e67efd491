import styled from 'styled-components'

/**
 * Below the large breakpoint the inquiry's side panel sits above the form as a bar of this height,
 * whatever it holds: the collapsed Order Summary, the empty-list note, or, in the server's HTML, an
 * empty bar (the hire list lives in the browser, so the server cannot know which of the two it will
 * be). The form then starts at the same place before and after hydration: no layout shift.
 */
export const SIDE_BAR_HEIGHT = '4.5rem'

/** Holds the bar's place until the hire list has been read; large screens have the column beside the form. */
export const SideBarPlaceholder = styled.div`
  min-height: ${SIDE_BAR_HEIGHT};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.ivory};
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`
