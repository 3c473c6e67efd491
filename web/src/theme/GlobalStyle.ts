import { createGlobalStyle } from 'styled-components'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /*
     * No grey flash over what a finger presses: Chromium paints it as the tap's first frame, a paint
     * of the page (about 30 ms at 4x CPU on the hire range) that the tap's click then waits behind. Each
     * tap answers in its own next frame instead (docs/decisions/0023).
     */
    -webkit-tap-highlight-color: transparent;
    /* The gutter stays when the menu locks scrolling, so nothing shifts sideways. */
    scrollbar-gutter: stable;
    /* Whatever scrolls into view (a tabbed-to field, a #fragment) stops clear of the fixed top bar. */
    scroll-padding-top: calc(${({ theme }) => `${theme.layout.headerHeight} + ${theme.space[4]}`});
  }
  /*
   * While a modal dialog locks scrolling, nothing paints in the kept gutter but the root. Marked by
   * useModalDialog rather than matched with html:has(dialog:modal), which made the browser look
   * through the whole page for a modal dialog after every node a tap added (docs/decisions/0023).
   */
  html[data-modal] { background-color: ${({ theme }) => theme.colors.maroonDeep}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.light};
    line-height: ${({ theme }) => theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.display};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    margin: 0;
  }
  p { margin: 0; }
  img, video { display: block; max-width: 100%; height: auto; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; color: inherit; }
  /* The browser's grey placeholder is below 4.5:1 on white. */
  ::placeholder { color: ${({ theme }) => theme.colors.inkSoft}; opacity: 1; }
  /*
   * One focus ring everywhere, drawn as a shadow so it has two colours; the transparent outline is
   * what forced-colours mode (which drops shadows) paints in the system colour instead.
   */
  :focus-visible {
    outline: 2px solid transparent;
    outline-offset: 2px;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  /*
   * Reduced motion, site-wide: nothing animates, transitions jump to their end, scrolling jumps.
   * One rule here rather than one per component, so a new animation cannot forget it.
   */
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after, ::backdrop {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
  ::selection { background: ${({ theme }) => theme.colors.blush}; color: ${({ theme }) => theme.colors.maroon}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`
