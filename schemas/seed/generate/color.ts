/** Hex colour helpers for the SVG drawings. */
function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex(rgb: number[]): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a)
  const y = parse(b)
  return toHex(x.map((v, i) => v + (y[i]! - v) * t))
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const darken = (c: string, t: number) => mix(c, '#000000', t)

/** The brand colours (docs/product/pages.md#brand) plus the supporting tones the drawings use. */
export const BRAND = {
  maroon: '#330506',
  blush: '#e9d3cb',
  ivory: '#f7f1ea',
  champagne: '#d8c3a5',
  sage: '#a3ad98',
  gold: '#b08d57',
  plum: '#4b2340',
  charcoal: '#2f2b2b',
  white: '#fdfbf7',
  rose: '#d9a49a',
  eucalyptus: '#8c9a85',
  timber: '#a9825a',
  rattan: '#c8a472',
  brass: '#b9975b',
} as const
