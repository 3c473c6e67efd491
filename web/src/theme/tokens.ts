/** Design tokens: the only place raw colours, sizes and timings live. */
export const colors = {
  maroon: '#330506',
  maroonDeep: '#240304',
  maroonSoft: '#5a1a1c',
  ivory: '#f7f1ea',
  paper: '#fcf9f5',
  blush: '#e9d3cb',
  champagne: '#d8c3a5',
  gold: '#b08d57',
  goldLight: '#cfb287',
  /** Gold dark enough for small text on ivory and white (contrast above 4.5:1). */
  goldText: '#7d5f33',
  sage: '#a3ad98',
  ink: '#231a19',
  inkSoft: '#5b4c4a',
  line: '#e4d8cc',
  white: '#ffffff',
  /** Translucent maroon for scrims over photographs. */
  scrim: 'rgba(36, 3, 4, 0.55)',
  scrimStrong: 'rgba(36, 3, 4, 0.8)',
  scrimSoft: 'rgba(36, 3, 4, 0.3)',
  ivoryMuted: 'rgba(247, 241, 234, 0.72)',
  lineOnDark: 'rgba(247, 241, 234, 0.18)',
  error: '#a3201d',
  success: '#2f5d3a',
} as const

export const fonts = {
  // Each web font's metric-matched fallback (theme/fonts.css) comes next, so the swap shifts nothing.
  display: "'Cormorant Garamond Variable', 'Cormorant Garamond Fallback', Georgia, 'Times New Roman', serif",
  body: "'Jost Variable', 'Jost Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const

/** A modular type scale (about 1.25), fluid between small phones and wide screens. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
  h3: 'clamp(1.5rem, 1.3rem + 0.9vw, 2rem)',
  h2: 'clamp(2rem, 1.6rem + 1.8vw, 3rem)',
  h1: 'clamp(2.5rem, 1.9rem + 3vw, 4.5rem)',
} as const

export const fontWeights = { light: 300, regular: 400, medium: 500, semibold: 600 } as const

export const lineHeights = { tight: 1.1, snug: 1.3, body: 1.7 } as const

export const letterSpacings = { wide: '0.08em', wider: '0.18em' } as const

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  9: '6rem',
  10: '8rem',
} as const

export const radii = { none: '0', sm: '2px', md: '4px', pill: '999px' } as const

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  /** Below the large breakpoint: the small-screen layouts (carousel, stacked columns). */
  belowLg: `@media (max-width: ${breakpoints.lg - 0.02}px)`,
  /** Phones narrower than the 390 px the layouts are drawn for (360 px Androids, 320 px small phones). */
  narrowPhone: '@media (max-width: 379.98px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** A pointer that hovers (a mouse, a trackpad): on a phone a tap leaves `:hover` stuck on what was tapped. */
  hover: '@media (hover: hover)',
  /** As `hover`, for a visitor who has not asked for less motion. */
  hoverMotion: '@media (hover: hover) and (prefers-reduced-motion: no-preference)',
} as const

export const layout = {
  maxWidth: '1240px',
  narrowWidth: '760px',
  gutter: 'clamp(1.25rem, 4vw, 3rem)',
  headerHeight: '72px',
  /** The reading measure for running text. */
  measure: '62ch',
} as const

export const motion = {
  fast: '150ms',
  base: '250ms',
  slow: '600ms',
  easing: 'cubic-bezier(0.22, 1, 0.36, 1)',
} as const

/** Stacking order: the top bar above content; a dialog above the top bar while it opens, then in the browser's top layer. */
export const zIndices = { raised: 1, header: 20, dialog: 50, skipLink: 100 } as const

export const shadows = {
  soft: '0 10px 30px -12px rgba(51, 5, 6, 0.25)',
  bar: '0 1px 0 rgba(247, 241, 234, 0.08), 0 8px 24px -16px rgba(0, 0, 0, 0.6)',
  /**
   * The focus ring: ivory inside, maroon outside (WCAG technique C40), so one of the two contrasts
   * at least 3:1 with any surface of the site, light paper, maroon bands or photographs.
   */
  focus: `0 0 0 2px ${colors.ivory}, 0 0 0 4px ${colors.maroon}`,
} as const

export const theme = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  space,
  radii,
  breakpoints,
  media,
  layout,
  motion,
  shadows,
  zIndices,
} as const

export type AppTheme = typeof theme
