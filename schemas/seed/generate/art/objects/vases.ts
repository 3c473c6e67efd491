import { darken } from '../../color.ts'
import { f, type Defs } from '../svg.ts'
import { GLASS_EDGE, GLASS_FILL, metal, profilePath, shade, type Drawer } from './common.ts'

/** Vessels that hold flowers or a candle, so this file draws its own small flame. */

const VASE_PROFILES: Record<string, Array<[number, number]>> = {
  cylinder: [
    [130, 0],
    [130, -620],
  ],
  bud: [
    [70, 0],
    [95, -60],
    [100, -150],
    [60, -230],
    [26, -290],
    [26, -360],
    [36, -380],
  ],
  ribbed: [
    [110, 0],
    [170, -120],
    [180, -250],
    [130, -380],
    [90, -430],
    [100, -470],
  ],
  urn: [
    [90, 0],
    [90, -30],
    [50, -60],
    [50, -110],
    [170, -170],
    [200, -280],
    [210, -330],
  ],
  hurricane: [
    [150, 0],
    [150, -30],
    [110, -60],
    [160, -260],
    [170, -480],
    [150, -640],
  ],
  votive: [
    [95, 0],
    [100, -190],
  ],
  compote: [
    [120, 0],
    [110, -10],
    [30, -30],
    [26, -150],
    [70, -170],
    [240, -220],
    [260, -260],
  ],
  dispenser: [
    [170, 0],
    [170, -460],
    [120, -520],
    [120, -620],
  ],
}

/** Vases, votives and vessels in glass, ceramic or metal finishes. */
export const vase: Drawer = ({ d, spec, glow }) => {
  const v = spec.variant ?? 'cylinder'
  const pts = VASE_PROFILES[v] ?? VASE_PROFILES.cylinder!
  const top = pts[pts.length - 1]!
  const base = spec.color ?? GLASS_FILL
  const finish = spec.accent ?? 'glass'
  const fill =
    finish === 'metal'
      ? metal(d, base)
      : finish === 'ceramic'
        ? shade(d, base, 0.15)
        : d.linear(
            [
              [0, base, 0.55],
              [0.35, '#ffffff', 0.12],
              [0.75, base, 0.35],
              [1, base, 0.6],
            ],
            1,
            0,
          )
  let svg = `<path d="${profilePath(pts)}" fill="${fill}" stroke="${finish === 'glass' ? GLASS_EDGE : darken(base, 0.3)}" stroke-opacity="${finish === 'glass' ? 0.5 : 0.35}" stroke-width="3"/>`
  if (v === 'ribbed')
    for (let i = -3; i <= 3; i++)
      svg += `<path d="M${i * 30} -10 Q ${i * 52} -250 ${i * 24} -440" stroke="${darken(base, 0.12)}" stroke-width="5" fill="none" opacity="0.6"/>`
  svg += `<ellipse cx="0" cy="${top[1]}" rx="${top[0]}" ry="${f(top[0] * 0.2)}" fill="${finish === 'glass' ? '#ffffff' : darken(base, 0.35)}" fill-opacity="${finish === 'glass' ? 0.35 : 1}" stroke="${GLASS_EDGE}" stroke-opacity="0.4" stroke-width="3"/>`
  if (v === 'votive' || v === 'hurricane' || spec.text === 'candle') {
    const ch = v === 'votive' ? 90 : 300
    svg += `<rect x="-55" y="-${ch + 40}" width="110" height="${ch}" rx="8" fill="#f8f1e4" opacity="0.95"/>`
    svg += `<path d="M0 -${ch + 48} l0 -14" stroke="#3a2a20" stroke-width="3"/><g>${flameInline(d, 0, -ch - 58, 22, glow)}</g>`
  }
  if (finish === 'glass')
    svg += `<path d="M${f(-top[0] * 0.7)} ${top[1] + 40} L ${f(-pts[0]![0] * 0.7)} -30" stroke="#ffffff" stroke-width="10" opacity="0.6" stroke-linecap="round"/>`
  if (v === 'dispenser')
    svg += `<rect x="-30" y="-120" width="60" height="40" fill="${metal(d, '#b08d57')}"/><rect x="-10" y="-80" width="20" height="40" fill="${metal(d, '#b08d57')}"/><path d="M-160 -300 L160 -300 L160 -10 L-160 -10 Z" fill="#f1c27d" opacity="0.35"/>`
  if (v === 'mercury') svg += ''
  const width = Math.max(...pts.map((p) => p[0]))
  return { svg, halfWidth: width, height: -top[1] + top[0] * 0.2 + (v === 'votive' ? 140 : 0) }
}

function flameInline(d: Defs, x: number, y: number, s: number, glowColor: string): string {
  const g = d.radial([
    [0, glowColor, 0.6],
    [1, glowColor, 0],
  ])
  return `<circle cx="${x}" cy="${y - s * 0.5}" r="${s * 4}" fill="${g}"/><path d="M${x} ${y - s * 1.9} C ${x + s * 0.55} ${y - s * 0.9} ${x + s * 0.45} ${y} ${x} ${y} C ${x - s * 0.45} ${y} ${x - s * 0.55} ${y - s * 0.9} ${x} ${y - s * 1.9} Z" fill="#ffe9b8"/>`
}
