import { darken, lighten } from '../../color.ts'
import { f } from '../svg.ts'
import { GLASS_EDGE, shade, type Drawer } from './common.ts'

/** Dining chairs, three-quarter view: bentwood, crossback timber or clear acrylic "ghost". */
export const chair: Drawer = ({ d, spec }) => {
  const v = spec.variant ?? 'bentwood'
  const c = spec.color ?? (v === 'ghost' ? '#ffffff' : v === 'crossback' ? '#9a7350' : '#3b2a20')
  const ghost = v === 'ghost'
  const stroke = ghost ? GLASS_EDGE : darken(c, 0.15)
  const fill = ghost ? '#ffffff' : shade(d, c, 0.18)
  const op = ghost ? 'fill-opacity="0.35"' : ''
  let svg = ''
  // legs
  for (const [x1, x2] of [
    [-190, -200],
    [170, 190],
    [-130, -140],
    [110, 130],
  ] as const)
    svg += `<path d="M${x1} -360 L${x2} 0" stroke="${ghost ? GLASS_EDGE : c}" stroke-opacity="${ghost ? 0.45 : 1}" stroke-width="${ghost ? 8 : 20}" stroke-linecap="round"/>`
  if (v === 'bentwood')
    svg += `<ellipse cx="0" cy="-150" rx="170" ry="34" fill="none" stroke="${c}" stroke-width="12"/>`
  if (v === 'crossback') svg += `<path d="M-190 -130 L180 -130" stroke="${c}" stroke-width="14"/>`
  // seat
  svg += `<path d="M-230 -360 L210 -360 L180 -410 L-170 -410 Z" fill="${fill}" ${op} stroke="${stroke}" stroke-width="3"/>`
  svg += `<path d="M-230 -360 L210 -360 L210 -340 L-230 -340 Z" fill="${ghost ? '#ffffff' : darken(c, 0.2)}" ${op}/>`
  if (v === 'crossback') {
    svg += `<ellipse cx="-10" cy="-385" rx="180" ry="22" fill="#c8a472"/>`
    for (let i = 0; i < 8; i++)
      svg += `<line x1="${-170 + i * 45}" y1="-395" x2="${-160 + i * 45}" y2="-372" stroke="#a88653" stroke-width="4"/>`
    svg += `<path d="M-170 -410 L-170 -830 M150 -410 L150 -830" stroke="${c}" stroke-width="22" stroke-linecap="round"/><path d="M-170 -800 L150 -800 M-170 -740 L150 -740" stroke="${c}" stroke-width="20"/><path d="M-170 -720 L150 -450 M150 -720 L-170 -450" stroke="${c}" stroke-width="14"/>`
  } else if (v === 'bentwood') {
    svg += `<path d="M-150 -410 C -170 -600, -150 -780, 0 -800 C 150 -780, 170 -600, 140 -410" fill="none" stroke="${c}" stroke-width="22"/><path d="M-100 -410 C -110 -560, -90 -680, 0 -700 C 90 -680, 110 -560, 95 -410" fill="none" stroke="${c}" stroke-width="14"/>`
    svg += `<path d="M-120 -640 L120 -640" stroke="${c}" stroke-width="12"/>`
  } else {
    svg += `<path d="M-160 -410 C -180 -600, -170 -800, 0 -820 C 170 -800, 180 -600, 150 -410 Z" fill="#ffffff" fill-opacity="0.3" stroke="${GLASS_EDGE}" stroke-opacity="0.5" stroke-width="5"/><ellipse cx="-5" cy="-640" rx="110" ry="130" fill="none" stroke="${GLASS_EDGE}" stroke-opacity="0.4" stroke-width="4"/>`
    svg += `<path d="M-120 -700 C -130 -600, -120 -500, -110 -430" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8"/>`
  }
  return { svg, halfWidth: 230, height: 830 }
}

/** The rattan peacock chair: flared fan back woven in a lattice. */
export const peacock: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#c8a472'
  const dark = darken(c, 0.25)
  let svg = `<path d="M-150 0 Q -170 -160 -120 -300 L 120 -300 Q 170 -160 150 0 Z" fill="${shade(d, c, 0.15)}" stroke="${dark}" stroke-width="6"/>`
  for (let i = 1; i < 6; i++)
    svg += `<path d="M${-140 + i * 3} ${-i * 50} L ${140 - i * 3} ${-i * 50}" stroke="${dark}" stroke-width="5" opacity="0.6"/>`
  svg += `<path d="M-160 -300 C -420 -420, -420 -900, 0 -960 C 420 -900, 420 -420, 160 -300 Z" fill="${shade(d, c, 0.2)}" stroke="${dark}" stroke-width="10"/>`
  for (let i = 0; i < 13; i++) {
    const a = (-170 + i * 13.3) * (Math.PI / 180)
    svg += `<path d="M0 -330 L ${f(Math.cos(a) * 360)} ${f(-330 + Math.sin(a) * 580)}" stroke="${dark}" stroke-width="5" opacity="0.7"/>`
  }
  for (let r = 1; r <= 4; r++)
    svg += `<path d="M${-90 * r} -330 C ${-90 * r} ${-330 - 130 * r}, ${90 * r} ${-330 - 130 * r}, ${90 * r} -330" fill="none" stroke="${dark}" stroke-width="7" opacity="0.55"/>`
  svg += `<ellipse cx="0" cy="-310" rx="190" ry="46" fill="${lighten(c, 0.45)}"/><ellipse cx="0" cy="-322" rx="170" ry="36" fill="${spec.accent ?? '#f3ebe0'}"/>`
  return { svg, halfWidth: 340, height: 970 }
}

/** A velvet chaise lounge with scrolled arm and tapered timber legs. */
export const chaise: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#e1bfb4'
  const body = shade(d, c, 0.2)
  let svg = `<path d="M-440 -80 L-440 0 M440 -80 L440 0 M-360 -80 L-370 -10 M370 -80 L380 -10" stroke="#6b4a32" stroke-width="20" stroke-linecap="round"/>`
  svg += `<path d="M-480 -90 Q -500 -230 -440 -260 L 420 -260 Q 480 -250 480 -170 L 480 -90 Z" fill="${body}"/>`
  svg += `<path d="M-480 -250 Q -560 -380 -470 -440 Q -380 -470 -360 -380 L -380 -240 Z" fill="${darken(c, 0.08)}"/>`
  svg += `<path d="M-400 -320 Q -100 -520 420 -330 Q 480 -300 470 -250 L -380 -250 Z" fill="${lighten(c, 0.06)}"/>`
  for (let i = 0; i < 6; i++)
    svg += `<circle cx="${-260 + i * 120}" cy="-${330 + Math.sin(i / 1.8) * 40}" r="8" fill="${darken(c, 0.2)}"/>`
  svg += `<path d="M-470 -170 L 470 -170" stroke="${darken(c, 0.12)}" stroke-width="5"/>`
  return { svg, halfWidth: 520, height: 470 }
}

/** A timber trestle table with X legs. */
export const table: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#a9825a'
  const top = shade(d, c, 0.12)
  let svg = `<path d="M-500 -470 L480 -470 L420 -420 L-440 -420 Z" fill="${lighten(c, 0.1)}"/><rect x="-500" y="-470" width="980" height="34" fill="${top}"/>`
  for (const x of [-360, 330])
    svg += `<path d="M${x - 90} 0 L${x + 70} -436 M${x + 90} 0 L${x - 70} -436" stroke="${darken(c, 0.15)}" stroke-width="26" stroke-linecap="round"/>`
  svg += `<path d="M-360 -220 L330 -220" stroke="${darken(c, 0.2)}" stroke-width="18"/>`
  for (let i = 0; i < 5; i++)
    svg += `<path d="M${-480 + i * 40} -452 L${-60 + i * 110} -452" stroke="${darken(c, 0.15)}" stroke-width="2" opacity="0.4"/>`
  return { svg, halfWidth: 500, height: 470 }
}

/** A resort market umbrella with scalloped, fringed valance on a timber pole and base. */
export const umbrella: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#f3ebe0'
  const stripe = spec.accent ?? '#d8c3a5'
  let svg = `<rect x="-12" y="-780" width="24" height="760" fill="${shade(d, '#a9825a', 0.2)}"/><ellipse cx="0" cy="-14" rx="130" ry="26" fill="#d9d2c8"/><rect x="-130" y="-40" width="260" height="26" fill="#cfc6ba"/>`
  const panels = 8
  for (let i = 0; i < panels; i++) {
    const x1 = -520 + (1040 / panels) * i
    const x2 = x1 + 1040 / panels
    svg += `<path d="M0 -980 L${f(x1)} -700 Q ${f((x1 + x2) / 2)} -660 ${f(x2)} -700 Z" fill="${i % 2 ? stripe : c}"/>`
    svg += `<path d="M${f(x1)} -700 Q ${f((x1 + x2) / 2)} -620 ${f(x2)} -700" fill="${i % 2 ? darken(stripe, 0.08) : darken(c, 0.06)}"/>`
    for (let t = 1; t < 6; t++)
      svg += `<line x1="${f(x1 + (t * (x2 - x1)) / 6)}" y1="-680" x2="${f(x1 + (t * (x2 - x1)) / 6)}" y2="-630" stroke="${darken(stripe, 0.1)}" stroke-width="4"/>`
  }
  svg += `<circle cx="0" cy="-990" r="18" fill="${shade(d, '#a9825a', 0.2)}"/>`
  svg += `<path d="M0 -980 L-520 -700 M0 -980 L520 -700" stroke="${darken(c, 0.1)}" stroke-width="3" opacity="0.6"/>`
  return { svg, halfWidth: 520, height: 1010 }
}

/** Plinths: a set of three heights, or a single fluted column. */
export const plinth: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#f2ede6'
  const block = (x: number, w: number, h: number) =>
    `<rect x="${x - w / 2}" y="${-h}" width="${w}" height="${h}" fill="${shade(d, c, 0.12)}"/><path d="M${x - w / 2} ${-h} L${x - w / 2 + 30} ${-h - 30} L${x + w / 2 + 30} ${-h - 30} L${x + w / 2} ${-h} Z" fill="${lighten(c, 0.4)}"/><path d="M${x + w / 2} ${-h} L${x + w / 2 + 30} ${-h - 30} L${x + w / 2 + 30} -30 L${x + w / 2} 0 Z" fill="${darken(c, 0.12)}"/>`
  if (spec.variant === 'fluted') {
    let svg = `<path d="M-150 0 L-150 -620 Q 0 -660 150 -620 L150 0 Z" fill="${shade(d, c, 0.2)}"/><ellipse cx="0" cy="-620" rx="150" ry="34" fill="${lighten(c, 0.3)}"/>`
    for (let i = -5; i <= 5; i++)
      svg += `<line x1="${i * 26}" y1="-600" x2="${i * 26}" y2="-10" stroke="${darken(c, 0.14)}" stroke-width="6" opacity="${1 - Math.abs(i) * 0.08}"/>`
    return { svg, halfWidth: 150, height: 660 }
  }
  return { svg: block(-260, 200, 380) + block(0, 220, 620) + block(250, 200, 260), halfWidth: 380, height: 650 }
}

/** A rug laid on the floor, seen at a low angle, with border and medallion. */
export const rug: Drawer = ({ spec }) => {
  const c = spec.color ?? '#a8544b'
  const acc = spec.accent ?? '#e9d3cb'
  let svg = `<path d="M-380 -300 L380 -300 L500 0 L-500 0 Z" fill="${c}"/>`
  svg += `<path d="M-340 -275 L340 -275 L440 -24 L-440 -24 Z" fill="none" stroke="${acc}" stroke-width="14"/>`
  svg += `<path d="M-300 -250 L300 -250 L385 -50 L-385 -50 Z" fill="none" stroke="${darken(c, 0.3)}" stroke-width="8"/>`
  svg += `<ellipse cx="0" cy="-150" rx="170" ry="70" fill="${darken(c, 0.25)}"/><ellipse cx="0" cy="-150" rx="100" ry="40" fill="${acc}"/><ellipse cx="0" cy="-150" rx="40" ry="16" fill="${c}"/>`
  for (let i = 0; i <= 30; i++)
    svg += `<line x1="${-500 + i * 33.3}" y1="0" x2="${-505 + i * 33.3}" y2="22" stroke="${acc}" stroke-width="4"/>`
  return { svg, halfWidth: 510, height: 320, flat: true }
}

/** A plump floor cushion with a tufted centre. */
export const cushion: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#d8c3a5'
  let svg = `<path d="M-340 -40 Q -380 -180 -300 -250 Q 0 -300 300 -250 Q 380 -180 340 -40 Q 0 10 -340 -40 Z" fill="${shade(d, c, 0.18)}"/>`
  svg += `<ellipse cx="0" cy="-150" rx="22" ry="14" fill="${darken(c, 0.25)}"/>`
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2
    svg += `<path d="M0 -150 Q ${f(Math.cos(a) * 120)} ${f(-150 + Math.sin(a) * 50)} ${f(Math.cos(a) * 280)} ${f(-150 + Math.sin(a) * 95)}" stroke="${darken(c, 0.12)}" stroke-width="4" fill="none" opacity="0.6"/>`
  }
  if (spec.accent)
    for (let i = 0; i < 24; i++)
      svg += `<line x1="${-320 + i * 28}" y1="-28" x2="${-322 + i * 28}" y2="6" stroke="${spec.accent}" stroke-width="4"/>`
  return { svg, halfWidth: 380, height: 290 }
}
