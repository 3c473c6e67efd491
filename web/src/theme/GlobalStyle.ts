import { createGlobalStyle } from 'styled-components'
import { theme } from './tokens.ts'

/*
 * Static: the tokens are read here, not through the theme prop. A global style with functions in it
 * is dynamic, and styled-components deletes and inserts a dynamic one's rules again when it mounts in
 * the browser, even when the server's page already has them: with `*` and `html` among them, the
 * browser then recalculated the style of every element of the page in the hydration's task
 * (docs/decisions/0023). A static one whose rules the page already has is left alone.
 */
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
    scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space[4]});
  }
  /*
   * While a modal dialog locks scrolling, nothing paints in the kept gutter but the root. Marked by
   * useModalDialog rather than matched with html:has(dialog:modal), which made the browser look
   * through the whole page for a modal dialog after every node a tap added (docs/decisions/0023).
   */
  html[data-modal] { background-color: ${theme.colors.maroonDeep}; }
  body {
    margin: 0;
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.light};
    line-height: ${theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 {
    font-family: ${theme.fonts.display};
    font-weight: ${theme.fontWeights.regular};
    line-height: ${theme.lineHeights.tight};
    margin: 0;
  }
  p { margin: 0; }
  img, video { display: block; max-width: 100%; height: auto; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; color: inherit; }
  /* The browser's grey placeholder is below 4.5:1 on white. */
  ::placeholder { color: ${theme.colors.inkSoft}; opacity: 1; }
  /*
   * One focus ring everywhere, drawn as a shadow so it has two colours; the transparent outline is
   * what forced-colours mode (which drops shadows) paints in the system colour instead.
   */
  :focus-visible {
    outline: 2px solid transparent;
    outline-offset: 2px;
    box-shadow: ${theme.shadows.focus};
  }
  /*
   * Reduced motion, site-wide: nothing animates, transitions jump to their end, scrolling jumps.
   * One rule here rather than one per component, so a new animation cannot forget it.
   */
  ${theme.media.reducedMotion} {
    *, *::before, *::after, ::backdrop {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
  ::selection { background: ${theme.colors.blush}; color: ${theme.colors.maroon}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`
