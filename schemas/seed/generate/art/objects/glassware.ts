import { darken } from '../../color.ts'
import { f } from '../svg.ts'
import { GLASS_EDGE, GLASS_FILL, metal, profilePath, type Drawer } from './common.ts'

/** Drinking glasses and pourers, drawn translucent so the backdrop shows through. */

const STEM_PROFILES: Record<string, Array<[number, number]>> = {
  coupe: [
    [120, 0],
    [110, -8],
    [18, -20],
    [10, -40],
    [10, -300],
    [40, -330],
    [150, -360],
    [185, -400],
  ],
  wine: [
    [120, 0],
    [110, -8],
    [18, -20],
    [10, -40],
    [10, -260],
    [60, -290],
    [120, -370],
    [118, -470],
    [100, -560],
  ],
  goblet: [
    [130, 0],
    [120, -10],
    [24, -24],
    [18, -50],
    [22, -200],
    [70, -230],
    [140, -300],
    [150, -420],
    [150, -470],
  ],
  flute: [
    [105, 0],
    [95, -8],
    [14, -20],
    [9, -40],
    [9, -240],
    [40, -270],
    [62, -380],
    [66, -560],
    [62, -640],
  ],
}

/** Glassware drawn as translucent glass; tint colours the bowl, etched adds a fine pattern. */
export const stemware: Drawer = ({ d, spec }) => {
  const v = spec.variant ?? 'coupe'
  const pts = STEM_PROFILES[v] ?? STEM_PROFILES.coupe!
  const top = pts[pts.length - 1]!
  const tint = spec.color ?? GLASS_FILL
  const fill = d.linear(
    [
      [0, tint, 0.55],
      [0.35, '#ffffff', 0.15],
      [0.7, tint, 0.35],
      [1, tint, 0.6],
    ],
    1,
    0,
  )
  let svg = `<path d="${profilePath(pts)}" fill="${fill}" stroke="${GLASS_EDGE}" stroke-opacity="0.55" stroke-width="3"/>`
  svg += `<ellipse cx="0" cy="${top[1]}" rx="${top[0]}" ry="${f(top[0] * 0.18)}" fill="#ffffff" fill-opacity="0.25" stroke="${GLASS_EDGE}" stroke-opacity="0.55" stroke-width="3"/>`
  svg += `<ellipse cx="0" cy="-4" rx="${pts[0]![0]}" ry="20" fill="none" stroke="${GLASS_EDGE}" stroke-opacity="0.4" stroke-width="3"/>`
  svg += `<path d="M${f(-top[0] * 0.55)} ${top[1] + 30} Q ${f(-top[0] * 0.7)} ${top[1] + 90} ${f(-top[0] * 0.3)} ${top[1] + 140}" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8" stroke-linecap="round"/>`
  if (spec.variant === 'coupe' && spec.accent === 'etched') {
    for (let i = -3; i <= 3; i++)
      svg += `<path d="M${i * 40} -340 q 10 24 0 44" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.9"/>`
  }
  if (spec.accent === 'gold')
    svg += `<ellipse cx="0" cy="${top[1]}" rx="${top[0]}" ry="${f(top[0] * 0.18)}" fill="none" stroke="${metal(d, '#b08d57')}" stroke-width="8"/>`
  if (spec.accent === 'champagne')
    svg += `<path d="M${f(-top[0] * 0.8)} ${top[1] + 24} L${f(top[0] * 0.8)} ${top[1] + 24} L${f(top[0] * 0.2)} ${top[1] + 50} Z" fill="#e9c98a" opacity="0.5"/>`
  return { svg, halfWidth: Math.max(top[0], pts[0]![0]), height: -top[1] + top[0] * 0.18 }
}

/** Tumblers, carafes and ice buckets: straight or ribbed vessels. */
export const tumbler: Drawer = ({ d, spec }) => {
  const v = spec.variant ?? 'tumbler'
  const tint = spec.color ?? GLASS_FILL
  const dims: Record<string, [number, number, number]> = {
    tumbler: [130, 150, 320],
    carafe: [170, 90, 560],
    bucket: [210, 240, 360],
  }
  const [bottom, top, h] = dims[v] ?? dims.tumbler!
  const isMetal = v === 'bucket'
  const fill = isMetal
    ? metal(d, tint)
    : d.linear(
        [
          [0, tint, 0.6],
          [0.4, '#ffffff', 0.2],
          [1, tint, 0.65],
        ],
        1,
        0,
      )
  const body =
    v === 'carafe'
      ? `M-${bottom} 0 C -${bottom + 20} -200, -${top + 60} -330, -${top * 0.6} -${h - 80} L -${top * 0.6} -${h} L ${top * 0.6} -${h} L ${top * 0.6} -${h - 80} C ${top + 60} -330, ${bottom + 20} -200, ${bottom} 0 Z`
      : profilePath([
          [bottom, 0],
          [top, -h],
        ])
  let svg = `<path d="${body}" fill="${fill}" stroke="${isMetal ? darken(tint, 0.3) : GLASS_EDGE}" stroke-opacity="0.55" stroke-width="3"/>`
  const rimX = v === 'carafe' ? top * 0.6 : top
  svg += `<ellipse cx="0" cy="-${h}" rx="${f(rimX)}" ry="${f(rimX * 0.2)}" fill="${isMetal ? darken(tint, 0.35) : '#ffffff'}" fill-opacity="${isMetal ? 1 : 0.3}" stroke="${GLASS_EDGE}" stroke-opacity="0.5" stroke-width="3"/>`
  if (spec.accent === 'ribbed' || v === 'carafe') {
    for (let i = -4; i <= 4; i++)
      svg += `<line x1="${i * bottom * 0.2}" y1="-10" x2="${i * bottom * 0.2}" y2="-${v === 'carafe' ? 200 : h - 20}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5"/>`
  }
  if (isMetal)
    svg += `<path d="M-${top + 10} -${h - 40} q -50 30 0 70 M${top + 10} -${h - 40} q 50 30 0 70" stroke="${metal(d, tint)}" stroke-width="14" fill="none"/>`
  else
    svg += `<path d="M-${f(top * 0.6)} -${h - 30} L -${f(bottom * 0.65)} -30" stroke="#ffffff" stroke-width="12" opacity="0.7" stroke-linecap="round"/>`
  return { svg, halfWidth: Math.max(bottom, top) + (isMetal ? 40 : 0), height: h + rimX * 0.2 }
}
