import { darken, lighten } from '../../color.ts'
import { f, type Defs } from '../svg.ts'
import { GLASS_EDGE, GLASS_FILL, metal, profilePath, shade, type Drawer } from './common.ts'

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
