import styled, { keyframes } from 'styled-components'

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

/**
 * A native `<dialog>` that covers the whole viewport in deep maroon (the site menu; any other
 * full-screen modal can extend it with `styled(FullScreenDialog)`). Drive it with `useModalDialog`.
 * GlobalStyle paints the locked page's scrollbar gutter to match while one is open.
 */
export const FullScreenDialog = styled.dialog`
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.maroonDeep};
  color: ${({ theme }) => theme.colors.ivory};
  /*
   * Opening, for the tap's own frame: drawn over the page before showModal() moves it into the top
   * layer once that frame has painted (useModalDialog.ts).
   */
  &[data-opening] {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndices.dialog};
  }
  &[open],
  &[data-opening] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.base} ${({ theme }) => theme.motion.easing};
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.maroonDeep};
  }
`
