import { darken } from '../../color.ts'
import { f } from '../svg.ts'
import { GLASS_EDGE, metal, shade, type Drawer } from './common.ts'

/** Plates, bowls and cutlery: the pieces laid at each place. */

/** Plates and chargers seen at a low angle: an ellipse with rim and a sliver of edge. */
export const plate: Drawer = ({ d, spec }) => {
  const v = spec.variant ?? 'white'
  const r = v === 'side' ? 260 : 340
  const ry = r * 0.42
  const base = spec.color ?? (v === 'rattan' ? '#c8a472' : v === 'marble' ? '#efebe6' : '#fbf8f2')
  let svg = `<ellipse cx="0" cy="${f(-ry)}" rx="${r}" ry="${f(ry)}" fill="${darken(base, 0.25)}"/>`
  svg += `<ellipse cx="0" cy="${f(-ry - 14)}" rx="${r}" ry="${f(ry)}" fill="${v === 'beaded' ? '#ffffff' : base}" ${v === 'beaded' ? `fill-opacity="0.35" stroke="${GLASS_EDGE}" stroke-opacity="0.45" stroke-width="3"` : ''}/>`
  if (v === 'rattan') {
    for (let i = 1; i < 9; i++) {
      svg += `<ellipse cx="0" cy="${f(-ry - 14)}" rx="${f(r * (i / 9))}" ry="${f(ry * (i / 9))}" fill="none" stroke="${darken(base, 0.22)}" stroke-width="6" stroke-dasharray="14 6"/>`
    }
  } else if (v === 'marble') {
    svg += `<path d="M${-r * 0.7} ${-ry - 40} C ${-r * 0.2} ${-ry - 70}, ${r * 0.1} ${-ry + 10}, ${r * 0.7} ${-ry - 30}" stroke="#b9b2ab" stroke-width="3" fill="none" opacity="0.7"/><path d="M${-r * 0.4} ${-ry + 30} C ${-r * 0.1} ${-ry}, ${r * 0.3} ${-ry + 40}, ${r * 0.5} ${-ry + 10}" stroke="#cfc7bf" stroke-width="2" fill="none"/>`
  } else {
    const rim = v === 'gold-rim' || v === 'side' || v === 'charger-gold'
    svg += `<ellipse cx="0" cy="${f(-ry - 14)}" rx="${f(r * 0.66)}" ry="${f(ry * 0.66)}" fill="${v === 'beaded' ? 'none' : darken(base, 0.04)}" stroke="${darken(base, 0.08)}" stroke-width="3"/>`
    if (rim)
      svg += `<ellipse cx="0" cy="${f(-ry - 14)}" rx="${f(r - 10)}" ry="${f(ry - 5)}" fill="none" stroke="${metal(d, spec.accent ?? '#b08d57')}" stroke-width="${v === 'charger-gold' ? 34 : 9}"/>`
    if (v === 'beaded') {
      for (let i = 0; i < 64; i++) {
        const a = (i / 64) * Math.PI * 2
        svg += `<circle cx="${f(Math.cos(a) * (r - 12))}" cy="${f(-ry - 14 + Math.sin(a) * (ry - 5))}" r="7" fill="#ffffff" stroke="${GLASS_EDGE}" stroke-opacity="0.4" stroke-width="1.5"/>`
      }
    }
  }
  svg += `<ellipse cx="${f(-r * 0.35)}" cy="${f(-ry * 1.45)}" rx="${f(r * 0.25)}" ry="${f(ry * 0.12)}" fill="#ffffff" opacity="0.35"/>`
  return { svg, halfWidth: r, height: ry * 2 + 14, flat: true }
}

export const bowl: Drawer = ({ d, spec }) => {
  const base = spec.color ?? '#f4efe7'
  const path = 'M-230 -180 C -220 -60, -120 0, 0 0 C 120 0, 220 -60, 230 -180 Z'
  const svg = `<path d="${path}" fill="${shade(d, base, 0.12)}"/><ellipse cx="0" cy="-180" rx="230" ry="46" fill="${darken(base, 0.1)}"/><ellipse cx="0" cy="-176" rx="212" ry="38" fill="${darken(base, 0.18)}"/>${spec.accent ? `<ellipse cx="0" cy="-180" rx="230" ry="46" fill="none" stroke="${spec.accent}" stroke-width="6"/>` : ''}`
  return { svg, halfWidth: 230, height: 226 }
}

/** A fanned four-piece place setting: knife, fork, spoon and dessert spoon. */
export const cutlery: Drawer = ({ d, spec }) => {
  const fill = metal(d, spec.color ?? '#b08d57')
  const pieces = [
    `<rect x="-14" y="-620" width="28" height="360" rx="12" fill="${fill}"/><path d="M-20 -260 L20 -260 L26 -40 Q0 -10 -26 -40 Z" fill="${fill}"/>`,
    `<rect x="-14" y="-620" width="28" height="380" rx="12" fill="${fill}"/><path d="M-40 -240 L40 -240 L36 -80 Q0 -50 -36 -80 Z" fill="${fill}"/><rect x="-34" y="-120" width="10" height="110" fill="${fill}"/><rect x="-12" y="-120" width="10" height="110" fill="${fill}"/><rect x="10" y="-120" width="10" height="110" fill="${fill}"/><rect x="30" y="-120" width="8" height="110" fill="${fill}"/>`,
    `<rect x="-14" y="-620" width="28" height="400" rx="12" fill="${fill}"/><ellipse cx="0" cy="-130" rx="50" ry="110" fill="${fill}"/>`,
    `<rect x="-12" y="-520" width="24" height="330" rx="10" fill="${fill}"/><ellipse cx="0" cy="-120" rx="38" ry="80" fill="${fill}"/>`,
  ]
  const svg = pieces.map((p, i) => `<g transform="translate(${(i - 1.5) * 110} 0)">${p}</g>`).join('')
  return { svg: `<g transform="translate(0 20)">${svg}</g>`, halfWidth: 230, height: 640 }
}
