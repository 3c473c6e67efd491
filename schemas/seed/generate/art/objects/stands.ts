import { darken, lighten } from '../../color.ts'
import { metal, shade, type Drawer } from './common.ts'

/** Stands and boards that raise or carry food, drawn as solid forms. */

/** Cake stands, tiered dessert stands and grazing boards. */
export const stand: Drawer = ({ d, spec }) => {
  const v = spec.variant ?? 'cake'
  const c = spec.color ?? '#efebe6'
  if (v === 'board') {
    const top = shade(d, c, 0.1)
    let svg = `<path d="M-470 -60 L360 -60 L300 -20 L-530 -20 Z" fill="${darken(c, 0.3)}"/><path d="M-400 -200 L430 -200 L360 -60 L-470 -60 Z" fill="${top}"/>`
    svg += `<path d="M-470 -60 L360 -60 L360 -40 L-470 -40 Z" fill="${darken(c, 0.2)}"/><path d="M430 -200 L560 -190 Q 590 -170 560 -150 L 395 -130 Z" fill="${top}"/><circle cx="535" cy="-170" r="12" fill="${darken(c, 0.35)}"/>`
    for (let i = 0; i < 7; i++)
      svg += `<path d="M${-380 + i * 20} ${-185 + i * 18} Q 0 ${-200 + i * 20} ${410 - i * 10} ${-185 + i * 18}" stroke="${darken(c, 0.1)}" stroke-width="3" fill="none" opacity="0.5"/>`
    return { svg, halfWidth: 560, height: 200, flat: true }
  }
  if (v === 'tiered') {
    const fill = metal(d, c)
    let svg = `<rect x="-10" y="-700" width="20" height="690" fill="${fill}"/><ellipse cx="0" cy="-6" rx="120" ry="20" fill="${fill}"/><circle cx="0" cy="-720" r="24" fill="${fill}"/>`
    for (const [y, r] of [
      [-120, 300],
      [-360, 230],
      [-580, 160],
    ] as const)
      svg += `<ellipse cx="0" cy="${y}" rx="${r}" ry="${r * 0.2}" fill="${fill}"/><ellipse cx="0" cy="${y - 8}" rx="${r - 14}" ry="${r * 0.17}" fill="${lighten(c, 0.55)}"/>`
    return { svg, halfWidth: 300, height: 745 }
  }
  const top = shade(d, c, 0.1)
  const svg = `<path d="M-60 -20 L60 -20 L30 -230 L-30 -230 Z" fill="${top}"/><ellipse cx="0" cy="-12" rx="150" ry="26" fill="${darken(c, 0.12)}"/><rect x="-330" y="-270" width="660" height="30" fill="${darken(c, 0.06)}"/><ellipse cx="0" cy="-270" rx="330" ry="60" fill="${top}"/><path d="M-200 -270 C -100 -300, 60 -230, 220 -285" stroke="#bdb3a8" stroke-width="3" fill="none"/>`
  return { svg, halfWidth: 330, height: 330 }
}
