import { darken } from '../../color.ts'
import { f, flame } from '../svg.ts'
import { metal, shade, type Drawer } from './common.ts'

const WAX = '#f8f1e4'

function taper(d: Parameters<Drawer>[0]['d'], x: number, y: number, h: number, glowColor: string, color = WAX): string {
  return `<rect x="${x - 11}" y="${y - h}" width="22" height="${h}" rx="6" fill="${shade(d, color, 0.1)}"/><path d="M${x} ${y - h} l0 -10" stroke="#3a2a20" stroke-width="3"/>${flame(d, x, y - h - 12, 18, glowColor)}`
}

/** Pillar candles in a group of three heights, or a bundle of taper candles. */
export const candle: Drawer = ({ d, spec, glow }) => {
  const c = spec.color ?? WAX
  if (spec.variant === 'taper') {
    let svg = ''
    for (let i = 0; i < 6; i++)
      svg += `<g transform="rotate(${(i - 2.5) * 4} 0 0)">${taper(d, (i - 2.5) * 40, -10, 560, glow, c)}</g>`
    return { svg, halfWidth: 160, height: 640 }
  }
  let svg = ''
  for (const [x, h, w] of [
    [-190, 420, 150],
    [0, 560, 160],
    [180, 300, 150],
  ] as const) {
    svg += `<rect x="${x - w / 2}" y="${-h}" width="${w}" height="${h}" rx="14" fill="${shade(d, c, 0.12)}"/><ellipse cx="${x}" cy="${-h}" rx="${w / 2}" ry="16" fill="${darken(c, 0.06)}"/>`
    svg += `<path d="M${x} ${-h} l0 -14" stroke="#3a2a20" stroke-width="4"/>${flame(d, x, -h - 16, 26, glow)}`
  }
  return { svg, halfWidth: 265, height: 640 }
}

/** A single candlestick holder with its taper. */
export const candlestick: Drawer = ({ d, spec, glow }) => {
  const fill = metal(d, spec.color ?? '#b9975b')
  const svg = `<ellipse cx="0" cy="-10" rx="110" ry="22" fill="${fill}"/><path d="M-100 -14 L-30 -60 L-18 -300 L-40 -330 L40 -330 L18 -300 L30 -60 L100 -14 Z" fill="${fill}"/><circle cx="0" cy="-180" r="30" fill="${fill}"/><ellipse cx="0" cy="-334" rx="60" ry="12" fill="${fill}"/>${taper(d, 0, -338, 300, glow)}`
  return { svg, halfWidth: 110, height: 690 }
}

/** Candelabra with three or five arms and lit tapers. */
export const candelabra: Drawer = ({ d, spec, glow }) => {
  const fill = metal(d, spec.color ?? '#b9975b')
  const arms = spec.variant === 'three' ? 1 : 2
  let svg = `<ellipse cx="0" cy="-10" rx="140" ry="26" fill="${fill}"/><path d="M-120 -14 L-24 -70 L-16 -470 L16 -470 L24 -70 L120 -14 Z" fill="${fill}"/><circle cx="0" cy="-250" r="32" fill="${fill}"/>`
  const tops: number[] = [0]
  for (let a = 1; a <= arms; a++) {
    const x = a * 150
    svg += `<path d="M0 -${300 + a * 30} C ${x * 0.2} -${200 + a * 10}, ${x} -${220 + a * 20}, ${x} -${470 - a * 10}" stroke="${fill}" stroke-width="16" fill="none"/>`
    svg += `<path d="M0 -${300 + a * 30} C ${-x * 0.2} -${200 + a * 10}, ${-x} -${220 + a * 20}, ${-x} -${470 - a * 10}" stroke="${fill}" stroke-width="16" fill="none"/>`
    tops.push(x, -x)
  }
  for (const x of tops) {
    const arm = Math.abs(x) / 150
    const y = x === 0 ? -520 : -(470 - arm * 10)
    svg += `<ellipse cx="${x}" cy="${y}" rx="46" ry="12" fill="${fill}"/><rect x="${x - 20}" y="${y - 20}" width="40" height="24" fill="${fill}"/>${taper(d, x, y - 20, x === 0 ? 260 : 220, glow)}`
  }
  return { svg, halfWidth: 150 * arms + 60, height: 860 }
}

/** Lanterns in brass or woven rattan, with a candle glowing inside. */
export const lantern: Drawer = ({ d, spec, glow }) => {
  const rattan = spec.variant === 'rattan'
  const c = spec.color ?? (rattan ? '#c8a472' : '#b9975b')
  const fill = rattan ? shade(d, c, 0.15) : metal(d, c)
  let svg = `<rect x="-170" y="-40" width="340" height="40" fill="${fill}"/><path d="M-150 -40 L150 -40 L150 -480 L-150 -480 Z" fill="#fff6e3" fill-opacity="0.35" stroke="${fill}" stroke-width="16"/>`
  svg += `<rect x="-60" y="-220" width="120" height="180" rx="8" fill="${WAX}"/><path d="M0 -220 l0 -10" stroke="#3a2a20" stroke-width="3"/>${flame(d, 0, -232, 24, glow)}`
  if (rattan)
    for (let i = 1; i < 6; i++)
      svg += `<line x1="-150" y1="${-40 - i * 73}" x2="150" y2="${-40 - i * 73}" stroke="${fill}" stroke-width="10" stroke-dasharray="18 10"/>`
  else svg += `<line x1="0" y1="-480" x2="0" y2="-40" stroke="${fill}" stroke-width="8" opacity="0.6"/>`
  svg += `<path d="M-190 -480 L0 -600 L190 -480 Z" fill="${fill}"/><circle cx="0" cy="-650" r="46" fill="none" stroke="${fill}" stroke-width="14"/>`
  return { svg, halfWidth: 190, height: 700 }
}

/** Festoon strands or a curtain of fairy lights hung from a bar. */
export const lights: Drawer = ({ d, glow, spec }) => {
  let svg = ''
  if (spec.variant === 'curtain') {
    svg += `<rect x="-420" y="-720" width="840" height="12" rx="6" fill="#6d5c4a"/>`
    for (let i = 0; i < 22; i++) {
      const x = -400 + i * 38
      svg += `<line x1="${x}" y1="-710" x2="${x}" y2="-40" stroke="#8a7b66" stroke-width="1.5" opacity="0.6"/>`
      for (let j = 0; j < 12; j++)
        svg += `<circle cx="${x}" cy="${-690 + j * 56 + (i % 2) * 28}" r="16" fill="${d.radial([
          [0, '#fff8e6', 1],
          [0.3, glow, 0.7],
          [1, glow, 0],
        ])}"/>`
    }
    return { svg, halfWidth: 430, height: 730 }
  }
  const bulb = d.radial([
    [0, '#fffaf0', 1],
    [0.25, '#ffe6b0', 0.9],
    [1, glow, 0],
  ])
  for (let s = 0; s < 3; s++) {
    const y0 = -640 + s * 170
    svg += `<path d="M-440 ${y0} Q 0 ${y0 + 180} 440 ${y0}" stroke="#3b332c" stroke-width="3" fill="none"/>`
    for (let i = 0; i <= 10; i++) {
      const t = i / 10
      const x = -440 + 880 * t
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + 180) + t * t * y0
      svg += `<circle cx="${f(x)}" cy="${f(y + 26)}" r="42" fill="${bulb}"/><ellipse cx="${f(x)}" cy="${f(y + 26)}" rx="12" ry="16" fill="#fff7e0"/><rect x="${f(x - 6)}" y="${f(y)}" width="12" height="12" fill="#3b332c"/>`
    }
  }
  svg += `<rect x="-450" y="-660" width="14" height="660" fill="#6d5c4a"/><rect x="436" y="-660" width="14" height="660" fill="#6d5c4a"/>`
  return { svg, halfWidth: 460, height: 680 }
}
