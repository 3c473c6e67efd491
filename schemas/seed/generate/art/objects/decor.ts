import { darken, lighten, mix } from '../../color.ts'
import { bloom, f, floralCluster, leaf } from '../svg.ts'
import { GLASS_EDGE, metal, shade, type Drawer } from './common.ts'

const FLORALS = ['#f2c9c1', '#fbeee9', '#e7b2a6', '#f7f1ea', '#d8c3a5']

/** Ceremony arches and backdrops; accent "florals" adds a cluster on the corner. */
export const arch: Drawer = ({ d, rng, spec }) => {
  const v = spec.variant ?? 'round'
  const c = spec.color ?? (v === 'hexagon' ? '#a9825a' : v === 'moongate' ? '#b08d57' : '#f3ede4')
  let svg = ''
  if (v === 'hexagon') {
    const pts = [
      [-260, 0],
      [-420, -480],
      [-260, -960],
      [260, -960],
      [420, -480],
      [260, 0],
    ]
    svg += `<polyline points="${pts.map((p) => p.join(' ')).join(' ')}" fill="none" stroke="${shade(d, c, 0.2)}" stroke-width="40" stroke-linejoin="round"/>`
    svg += `<rect x="-300" y="-30" width="80" height="30" fill="${darken(c, 0.3)}"/><rect x="220" y="-30" width="80" height="30" fill="${darken(c, 0.3)}"/>`
  } else if (v === 'moongate') {
    svg += `<circle cx="0" cy="-520" r="460" fill="none" stroke="${metal(d, c)}" stroke-width="30"/><rect x="-200" y="-40" width="400" height="40" fill="${metal(d, c)}"/><path d="M-60 -60 L0 -70 L60 -60" stroke="${metal(d, c)}" stroke-width="20"/>`
  } else {
    const body = d.linear(
      [
        [0, lighten(c, 0.2)],
        [1, darken(c, 0.06)],
      ],
      1,
      0,
    )
    svg += `<path d="M-380 0 L-380 -620 A 380 380 0 0 1 380 -620 L380 0 Z" fill="${body}"/><path d="M380 0 L420 -20 L420 -630 A 380 380 0 0 0 388 -780 L380 -620 Z" fill="${darken(c, 0.12)}"/>`
    if (v === 'panel-sage' || spec.accent === 'drape')
      svg += `<path d="M-380 -620 Q -200 -300 -380 0 M380 -620 Q 200 -300 380 0" fill="none" stroke="#ffffff" stroke-width="40" opacity="0.5"/>`
  }
  if (spec.accent === 'florals' || v === 'moongate') {
    svg += floralCluster(v === 'moongate' ? -320 : -300, v === 'moongate' ? -820 : -880, 260, FLORALS, '#8f9c86', rng)
    svg += floralCluster(v === 'moongate' ? 380 : 330, -120, 200, FLORALS, '#8f9c86', rng)
  }
  return { svg, halfWidth: 470, height: 1000 }
}

/** Signs: acrylic, mirror, seating chart, neon, table number or gold frame, with a few lines of lettering. */
export const sign: Drawer = ({ d, spec, glow }) => {
  const v = spec.variant ?? 'acrylic'
  const text = spec.text ?? 'Welcome'
  const lines = text.split('|')
  if (v === 'neon') {
    const neon = spec.color ?? '#ffd6e0'
    const svg = `<rect x="-460" y="-520" width="920" height="420" rx="24" fill="#ffffff" fill-opacity="0.18" stroke="${GLASS_EDGE}" stroke-opacity="0.35" stroke-width="4"/><text x="0" y="-260" text-anchor="middle" font-family="Liberation Serif" font-style="italic" font-size="190" fill="${neon}" stroke="${glow}" stroke-width="16" stroke-opacity="0.35">${lines[0]}</text><text x="0" y="-260" text-anchor="middle" font-family="Liberation Serif" font-style="italic" font-size="190" fill="#fffaf7">${lines[0]}</text>`
    return { svg, halfWidth: 470, height: 540 }
  }
  if (v === 'number' || v === 'frame') {
    const gold = metal(d, '#b08d57')
    const body =
      v === 'frame'
        ? `<rect x="-170" y="-520" width="340" height="440" fill="#fbf8f2" stroke="${gold}" stroke-width="22"/>`
        : `<rect x="-160" y="-500" width="320" height="420" rx="10" fill="#ffffff" fill-opacity="0.45" stroke="${GLASS_EDGE}" stroke-opacity="0.5" stroke-width="4"/>`
    const svg = `${body}<rect x="-120" y="-80" width="240" height="80" fill="${gold}"/><text x="0" y="-240" text-anchor="middle" font-family="Liberation Serif" ${lines[0]!.length > 3 ? 'font-style="italic" font-size="78"' : 'font-size="170"'} fill="#4a3a2f">${lines[0]}</text><text x="0" y="-160" text-anchor="middle" font-family="Liberation Serif" font-size="34" letter-spacing="8" fill="#6d5c4a">${lines[1] ?? 'TABLE'}</text>`
    return { svg, halfWidth: 180, height: 530 }
  }
  const mirror = v === 'mirror'
  const fill = mirror
    ? d.linear(
        [
          [0, '#e9e6e2'],
          [0.4, '#fdfdfc'],
          [0.6, '#cfd2d3'],
          [1, '#f3f1ee'],
        ],
        1,
        1,
      )
    : '#ffffff'
  const frame = mirror
    ? `stroke="${metal(d, '#b08d57')}" stroke-width="26"`
    : `stroke="${GLASS_EDGE}" stroke-opacity="0.45" stroke-width="4"`
  const shape =
    v === 'chart'
      ? `<rect x="-330" y="-900" width="660" height="860" rx="12" fill="${fill}" fill-opacity="${mirror ? 1 : 0.5}" ${frame}/>`
      : `<path d="M-300 -40 L-300 -640 A 300 300 0 0 1 300 -640 L300 -40 Z" fill="${fill}" fill-opacity="${mirror ? 1 : 0.5}" ${frame}/>`
  let svg = shape
  const ink = spec.color ?? (mirror ? '#4a3a2f' : '#3d2a24')
  const titleY = v === 'chart' ? -780 : -560
  svg += `<text x="0" y="${titleY}" text-anchor="middle" font-family="Liberation Serif" font-style="italic" font-size="${v === 'chart' ? 86 : 104}" fill="${ink}" ${mirror ? 'stroke="#8a8680" stroke-width="1.5"' : ''}>${lines[0]}</text>`
  lines.slice(1).forEach((line, i) => {
    svg += `<text x="0" y="${titleY + 90 + i * 60}" text-anchor="middle" font-family="Liberation Serif" font-size="38" letter-spacing="6" fill="${ink}" ${mirror ? 'stroke="#8a8680" stroke-width="1"' : ''}>${line}</text>`
  })
  if (v === 'chart') {
    for (let col = 0; col < 3; col++)
      for (let row = 0; row < 9; row++)
        svg += `<rect x="${-270 + col * 190}" y="${-560 + row * 52}" width="${row === 0 ? 90 : 150 - ((row * 37 + col * 11) % 50)}" height="${row === 0 ? 14 : 8}" fill="${ink}" opacity="${row === 0 ? 0.85 : 0.5}"/>`
  }
  return { svg, halfWidth: v === 'chart' ? 340 : 310, height: v === 'chart' ? 910 : 950 }
}

/** A timber A-frame easel. */
export const easel: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#a9825a'
  const fill = shade(d, c, 0.15)
  const svg = `<path d="M-280 0 L-40 -1000 L40 -1000 L280 0 L240 0 L0 -940 L-240 0 Z" fill="${fill}"/><path d="M0 -980 L80 0 L110 0 L30 -980 Z" fill="${darken(c, 0.2)}"/><rect x="-260" y="-360" width="520" height="34" rx="6" fill="${fill}"/>`
  return { svg, halfWidth: 290, height: 1000 }
}

/** Floral and foliage pieces: pampas, rose centrepiece, eucalyptus garland, loose petals. */
export const florals: Drawer = ({ d, rng, spec }) => {
  const v = spec.variant ?? 'roses'
  const colors = spec.color ? [spec.color, lighten(spec.color, 0.3), mix(spec.color, '#f7f1ea', 0.5)] : FLORALS
  if (v === 'pampas') {
    const plume = spec.color ?? '#e8d7bf'
    let svg = ''
    for (let i = 0; i < 13; i++) {
      const a = -90 + (i - 6) * 9 + rng.range(-3, 3)
      const len = rng.range(560, 820)
      const rad = (a * Math.PI) / 180
      const tx = Math.cos(rad) * len
      const ty = -260 + Math.sin(rad) * len
      svg += `<path d="M0 -260 Q ${f(tx * 0.4)} ${f(-260 + (ty + 260) * 0.6)} ${f(tx)} ${f(ty)}" stroke="#b59a74" stroke-width="4" fill="none"/>`
      svg += `<ellipse cx="${f(tx)}" cy="${f(ty + 60)}" rx="${f(rng.range(34, 48))}" ry="${f(rng.range(120, 170))}" transform="rotate(${f(a + 90)} ${f(tx)} ${f(ty + 60)})" fill="${plume}" opacity="0.85" filter="${d.blur(6)}"/>`
    }
    svg += `<path d="M-110 0 L-140 -270 L140 -270 L110 0 Z" fill="${shade(d, spec.accent ?? '#efe6da', 0.15)}"/><ellipse cx="0" cy="-270" rx="140" ry="22" fill="${darken(spec.accent ?? '#efe6da', 0.2)}"/>`
    return { svg, halfWidth: 520, height: 1060 }
  }
  if (v === 'garland' || v === 'eucalyptus') {
    let svg = ''
    for (let i = 0; i < 70; i++) {
      const x = -480 + i * 14
      const y = -60 - Math.sin(i / 5) * 20
      svg += leaf(
        x,
        y,
        rng.range(50, 90),
        rng.range(-160, -20),
        mix('#8c9a85', rng.chance(0.5) ? '#c7d0bf' : '#56634e', rng.range(0, 0.5)),
      )
    }
    if (v === 'garland') for (let i = 0; i < 6; i++) svg += bloom(-400 + i * 160, -70, 34, rng.pick(colors), rng)
    return { svg, halfWidth: 520, height: 200, flat: true }
  }
  if (v === 'petals') {
    let svg = ''
    for (let i = 0; i < 90; i++) {
      const x = rng.range(-420, 420)
      const y = rng.range(-200, 0)
      svg += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rng.range(14, 24))}" ry="${f(rng.range(8, 13))}" transform="rotate(${f(rng.range(0, 180))} ${f(x)} ${f(y)})" fill="${rng.pick(colors)}" stroke="${darken(colors[0]!, 0.15)}" stroke-width="1" stroke-opacity="0.5"/>`
    }
    return { svg, halfWidth: 440, height: 220, flat: true }
  }
  const vessel = spec.accent ?? '#efe6da'
  let svg = `<path d="M-120 0 L-80 -60 L-80 -100 L-190 -170 L-210 -300 L210 -300 L190 -170 L80 -100 L80 -60 L120 0 Z" fill="${shade(d, vessel, 0.15)}"/>`
  svg += floralCluster(0, -380, 330, colors, '#87957e', rng)
  return { svg, halfWidth: 460, height: 720 }
}

/** Keepsake pieces: vintage suitcase, birdcage, acrylic wishing box, geometric terrarium. */
export const box: Drawer = ({ d, rng, spec }) => {
  const v = spec.variant ?? 'suitcase'
  if (v === 'birdcage') {
    const fill = metal(d, spec.color ?? '#b9975b')
    let svg = `<ellipse cx="0" cy="-20" rx="260" ry="40" fill="${fill}"/><path d="M-250 -40 L-250 -480 Q 0 -820 250 -480 L250 -40" fill="none" stroke="${fill}" stroke-width="12"/>`
    for (let i = -4; i <= 4; i++)
      svg += `<path d="M${i * 55} -40 L${i * 55} ${-480 - (16 - i * i) * 14}" stroke="${fill}" stroke-width="6"/>`
    svg += `<circle cx="0" cy="-760" r="40" fill="none" stroke="${fill}" stroke-width="12"/><rect x="-60" y="-300" width="120" height="80" fill="#fbf8f2" transform="rotate(-8 0 -260)"/>`
    svg += floralCluster(-180, -80, 140, FLORALS, '#87957e', rng)
    return { svg, halfWidth: 270, height: 810 }
  }
  if (v === 'terrarium') {
    const fill = metal(d, spec.color ?? '#b08d57')
    const pts = '0,-620 -240,-420 -170,-60 170,-60 240,-420'
    let svg = `<polygon points="${pts}" fill="#ffffff" fill-opacity="0.25" stroke="${fill}" stroke-width="12"/><path d="M0 -620 L-90 -420 L-170 -60 M0 -620 L90 -420 L170 -60 M-240 -420 L240 -420" stroke="${fill}" stroke-width="8" fill="none"/>`
    svg +=
      `<ellipse cx="0" cy="-100" rx="140" ry="30" fill="#d6c7a9"/>` +
      floralCluster(0, -160, 120, ['#f7f1ea', '#d8c3a5'], '#6f7d66', rng)
    return { svg, halfWidth: 250, height: 630 }
  }
  if (v === 'wishing') {
    const svg =
      `<rect x="-260" y="-520" width="520" height="500" fill="#ffffff" fill-opacity="0.35" stroke="${GLASS_EDGE}" stroke-opacity="0.5" stroke-width="5"/><path d="M-260 -520 L-200 -580 L320 -580 L260 -520 Z" fill="#ffffff" fill-opacity="0.5" stroke="${GLASS_EDGE}" stroke-opacity="0.4" stroke-width="4"/><rect x="-100" y="-560" width="200" height="14" rx="7" fill="#6d6259"/><text x="0" y="-300" text-anchor="middle" font-family="Liberation Serif" font-style="italic" font-size="82" fill="#3d2a24">Cards</text>` +
      [...Array(5)]
        .map(
          (_, i) =>
            `<rect x="${-180 + i * 60}" y="-${120 + (i % 2) * 30}" width="150" height="100" fill="#fbf8f2" stroke="#d8c3a5" transform="rotate(${-12 + i * 6} ${-100 + i * 60} -90)"/>`,
        )
        .join('')
    return { svg, halfWidth: 320, height: 590 }
  }
  const c = spec.color ?? '#8a5a3c'
  const body = shade(d, c, 0.15)
  const svg =
    `<rect x="-380" y="-380" width="760" height="360" rx="30" fill="${body}"/><rect x="-380" y="-300" width="760" height="14" fill="${darken(c, 0.25)}"/><path d="M-120 -380 Q -120 -470 0 -470 Q 120 -470 120 -380" fill="none" stroke="${darken(c, 0.35)}" stroke-width="26"/>` +
    [-260, 260]
      .map(
        (x) =>
          `<rect x="${x - 30}" y="-392" width="60" height="380" fill="${darken(c, 0.3)}"/><rect x="${x - 22}" y="-310" width="44" height="40" fill="${metal(d, '#b08d57')}"/>`,
      )
      .join('') +
    `<rect x="-130" y="-250" width="260" height="90" fill="#fbf8f2"/><text x="0" y="-192" text-anchor="middle" font-family="Liberation Serif" font-style="italic" font-size="48" fill="#3d2a24">Cards</text>`
  return { svg, halfWidth: 390, height: 480 }
}

/** A woven macramé wall hanging on a timber dowel. */
export const macrame: Drawer = ({ spec }) => {
  const c = spec.color ?? '#efe3d0'
  let svg = `<rect x="-420" y="-1000" width="840" height="24" rx="12" fill="#9a7350"/>`
  for (let i = 0; i < 24; i++) {
    const x = -380 + i * 33
    const len = 700 - Math.abs(i - 11.5) * 22
    svg += `<path d="M${x} -976 L${x} ${-976 + len}" stroke="${c}" stroke-width="9"/>`
  }
  for (let r = 0; r < 6; r++) {
    const y = -900 + r * 70
    const span = 360 - r * 50
    for (let k = -span; k < span; k += 66)
      svg += `<path d="M${k} ${y} l33 40 l33 -40" stroke="${darken(c, 0.1)}" stroke-width="10" fill="none"/>`
  }
  return { svg, halfWidth: 430, height: 1010 }
}

/** Sheer drapery panels hanging in soft folds from a rod. */
export const drape: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#c9d0bf'
  const fill = d.linear(
    [
      [0, lighten(c, 0.15), 0.92],
      [0.5, c, 0.85],
      [1, darken(c, 0.1), 0.92],
    ],
    1,
    0,
  )
  let svg = `<rect x="-460" y="-1000" width="920" height="16" rx="8" fill="${metal(d, '#b08d57')}"/>`
  svg += `<path d="M-440 -990 L-60 -990 Q -80 -600 -160 -300 Q -200 -120 -140 0 L-470 0 Q -440 -500 -440 -990 Z" fill="${fill}"/><path d="M440 -990 L60 -990 Q 80 -600 160 -300 Q 200 -120 140 0 L470 0 Q 440 -500 440 -990 Z" fill="${fill}"/>`
  for (const s of [-1, 1])
    for (let i = 1; i < 6; i++)
      svg += `<path d="M${s * (60 + i * 65)} -985 Q ${s * (70 + i * 62)} -500 ${s * (150 + i * 60)} 0" stroke="${darken(c, 0.12)}" stroke-width="6" fill="none" opacity="0.45"/>`
  return { svg, halfWidth: 480, height: 1000 }
}

/** A shepherd's hook aisle stand with a hanging floral posy. */
export const hook: Drawer = ({ d, rng, spec }) => {
  const fill = metal(d, spec.color ?? '#b08d57')
  let svg = `<path d="M0 0 L0 -860 Q 0 -960 100 -960 Q 190 -960 190 -880 L190 -820" fill="none" stroke="${fill}" stroke-width="16" stroke-linecap="round"/><path d="M-80 0 L80 0" stroke="${fill}" stroke-width="14"/>`
  svg +=
    `<path d="M190 -820 L190 -700" stroke="#c7b08a" stroke-width="4"/>` +
    floralCluster(190, -620, 150, FLORALS, '#87957e', rng)
  return { svg, halfWidth: 330, height: 970 }
}

/** Display walls: a blush flower wall or a champagne wall with rows of coupes. */
export const panel: Drawer = ({ d, rng, spec }) => {
  const c = spec.color ?? '#f0ddd6'
  let svg = `<rect x="-440" y="-1000" width="880" height="960" fill="${shade(d, c, 0.08)}"/><rect x="-460" y="-40" width="80" height="40" fill="#b9ada0"/><rect x="380" y="-40" width="80" height="40" fill="#b9ada0"/>`
  if (spec.variant === 'champagne') {
    svg = `<rect x="-440" y="-1000" width="880" height="960" fill="${shade(d, '#f3ede4', 0.08)}" stroke="${metal(d, '#b08d57')}" stroke-width="20"/>`
    for (let r = 0; r < 5; r++) {
      svg += `<rect x="-400" y="${-880 + r * 180}" width="800" height="10" fill="${metal(d, '#b08d57')}"/>`
      for (let k = 0; k < 7; k++)
        svg += `<g transform="translate(${-330 + k * 110} ${-880 + r * 180}) scale(0.24)"><path d="M-150 -400 Q 0 -300 150 -400 L 10 -300 L 10 -40 L 120 0 L -120 0 L -10 -40 L -10 -300 Z" fill="#ffffff" fill-opacity="0.5" stroke="${GLASS_EDGE}" stroke-width="10" stroke-opacity="0.5"/><path d="M-130 -390 Q 0 -320 130 -390 Z" fill="#e9c98a" opacity="0.7"/></g>`
    }
    return {
      svg:
        svg +
        `<rect x="-460" y="-40" width="80" height="40" fill="#9a8a72"/><rect x="380" y="-40" width="80" height="40" fill="#9a8a72"/>`,
      halfWidth: 460,
      height: 1000,
    }
  }
  for (let y = -960; y < -60; y += 70)
    for (let x = -400; x < 420; x += 80)
      svg += bloom(
        x + rng.range(-20, 20),
        y + rng.range(-20, 20),
        rng.range(40, 56),
        rng.pick([c, lighten(c, 0.35), darken(c, 0.08), '#fbf8f2']),
        rng,
      )
  return { svg, halfWidth: 460, height: 1000 }
}
