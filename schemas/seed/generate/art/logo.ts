import type { LogoArt } from '../../content/types.ts'

const INK = '#2f2b2b'
const W = 900
const H = 240

/** Fictional publication wordmarks, set in type on a transparent background. */
export function logoSvg(art: LogoArt): string {
  const t = art.text
  let body = ''
  switch (art.style) {
    case 'caps':
      body = `<text x="${W / 2}" y="150" text-anchor="middle" font-family="Liberation Serif" font-size="70" letter-spacing="12" fill="${INK}">${t.toUpperCase()}</text>`
      break
    case 'italic':
      body = `<text x="${W / 2}" y="155" text-anchor="middle" font-family="Liberation Serif" font-style="italic" font-size="104" fill="${INK}">${t}</text>`
      break
    case 'spaced':
      body = `<text x="${W / 2}" y="145" text-anchor="middle" font-family="DejaVu Sans" font-weight="200" font-size="56" letter-spacing="22" fill="${INK}">${t.toUpperCase()}</text>`
      break
    case 'stacked': {
      const [first, ...rest] = t.split(' ')
      body = `<text x="${W / 2}" y="120" text-anchor="middle" font-family="Liberation Serif" font-weight="bold" font-size="100" letter-spacing="10" fill="${INK}">${first!.toUpperCase()}</text><line x1="250" y1="150" x2="650" y2="150" stroke="${INK}" stroke-width="2"/><text x="${W / 2}" y="200" text-anchor="middle" font-family="DejaVu Sans" font-size="34" letter-spacing="18" fill="${INK}">${rest.join(' ').toUpperCase()}</text>`
      break
    }
    case 'monogram': {
      const initials = t
        .split(' ')
        .map((word) => word[0])
        .join('')
      body = `<circle cx="140" cy="120" r="86" fill="none" stroke="${INK}" stroke-width="3"/><text x="140" y="150" text-anchor="middle" font-family="Liberation Serif" font-style="italic" font-size="84" fill="${INK}">${initials}</text><text x="262" y="136" text-anchor="start" font-family="Liberation Serif" font-size="42" letter-spacing="6" fill="${INK}">${t.toUpperCase()}</text>`
      break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`
}
