import { rgb, type RGB } from 'pdf-lib'

/** A '#rrggbb' colour as pdf-lib's RGB. */
export function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16)
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255)
}

/** The brand's colours, the same values as the site's design tokens (web/src/theme/tokens.ts). */
export const colors = {
  maroon: hex('#330506'),
  maroonSoft: hex('#5a1a1c'),
  ivory: hex('#f7f1ea'),
  paper: hex('#fcf9f5'),
  blush: hex('#e9d3cb'),
  champagne: hex('#d8c3a5'),
  gold: hex('#b08d57'),
  goldLight: hex('#cfb287'),
  goldText: hex('#7d5f33'),
  ink: hex('#231a19'),
  inkSoft: hex('#5b4c4a'),
  line: hex('#e4d8cc'),
  white: hex('#ffffff'),
}

/** A4 in points. Inner pages stay white so they print well at home; only the covers are maroon. */
export const PAGE = { width: 595.28, height: 841.89 }
export const MARGIN = { x: 62, top: 96, bottom: 78 }
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x

/** Body copy: the site's Jost, a size and leading that read well printed. */
export const BODY = { size: 9.6, leading: 15 }
