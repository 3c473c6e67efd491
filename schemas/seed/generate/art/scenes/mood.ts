import { darken, lighten, mix } from '../../color.ts'
import { bloom, bokeh, f, flame, floralCluster, glow, leaf } from '../svg.ts'
import { floorShadow, place, wall, type Scene } from './common.ts'

/** Close on the flowers: overlapping clusters, trailing leaves, light behind. */
export const florals: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  let out = wall(ctx, 0.9) + bokeh(d, rng, w, h, 26, p.glow, 1)
  const unit = Math.min(w, h)
  for (let i = 0; i < 26; i++)
    out += leaf(
      rng.range(0, w),
      rng.range(h * 0.3, h),
      rng.range(unit * 0.08, unit * 0.18),
      rng.range(-170, -10),
      mix(p.greenery, rng.chance(0.5) ? '#ffffff' : '#1c2418', rng.range(0, 0.3)),
    )
  const clusters = rng.int(2, 3)
  for (let i = 0; i < clusters; i++)
    out += floralCluster(
      w * rng.range(0.2, 0.8),
      h * rng.range(0.45, 0.8),
      unit * rng.range(0.22, 0.34),
      p.florals,
      p.greenery,
      rng,
    )
  for (let i = 0; i < 6; i++)
    out += bloom(rng.range(0, w), rng.range(h * 0.55, h), unit * rng.range(0.06, 0.1), rng.pick(p.florals), rng)
  return out
}

/** Candlelight: a candelabra and pillar candles glowing against a darker wall. */
export const candles: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  const moody = {
    ...ctx,
    p: p.dark
      ? p
      : {
          ...p,
          wall: [darken(p.wall[0], 0.45), darken(p.wall[1], 0.65)] as [string, string],
          floor: darken(p.floor, 0.6),
        },
  }
  let out = wall(moody, 0.7) + bokeh(d, rng, w, h, 40, p.glow, 0.8)
  const tableY = h * 0.78
  out += `<rect x="0" y="${f(tableY)}" width="${w}" height="${f(h - tableY)}" fill="${darken(p.linen, p.dark ? 0.3 : 0.5)}"/>`
  const cx = w * rng.range(0.35, 0.65)
  out += place(ctx, { object: 'candelabra', color: p.metal }, cx, tableY + h * 0.01, h * 0.6)
  for (let i = 0; i < 7; i++) {
    const x = rng.range(0, w)
    if (Math.abs(x - cx) < w * 0.12) continue
    const ph = h * rng.range(0.06, 0.22)
    const pw = h * rng.range(0.04, 0.07)
    const y = tableY + h * rng.range(0.02, 0.12)
    out += `<rect x="${f(x - pw)}" y="${f(y - ph)}" width="${f(pw * 2)}" height="${f(ph)}" rx="${f(pw * 0.15)}" fill="${d.linear(
      [
        [0, '#f9efde'],
        [1, '#cdb89c'],
      ],
      1,
      0,
    )}"/>${flame(d, x, y - ph - pw * 0.1, pw * 0.28, p.glow)}`
    out += `<ellipse cx="${f(x)}" cy="${f(y + 4)}" rx="${f(pw * 1.6)}" ry="${f(pw * 0.3)}" fill="${p.glow}" opacity="0.25"/>`
  }
  out += floralCluster(cx - w * 0.18, tableY + h * 0.02, h * 0.14, p.florals, p.greenery, rng)
  out += glow(d, cx, tableY - h * 0.45, w * 0.4, p.glow, 0.25)
  return out
}

/** Swags of fabric across a ceiling with a chandelier and hanging greenery. */
export const drape: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  let out = wall(ctx, 0.8)
  const fabric = rng.pick([p.linen, p.florals[1]!, '#fbf8f2', p.florals[0]!])
  for (let layer = 0; layer < 3; layer++) {
    const count = 3 + layer
    for (let i = 0; i < count; i++) {
      const x0 = (i / count) * w - w * 0.05
      const x1 = ((i + 1) / count) * w + w * 0.05
      const sag = h * (0.18 + layer * 0.08) + rng.range(-h * 0.03, h * 0.03)
      const fill = d.linear([
        [0, lighten(fabric, 0.15), 0.85],
        [1, darken(fabric, 0.12 + layer * 0.04), 0.9],
      ])
      out += `<path d="M${f(x0)} ${f(-10)} Q ${f((x0 + x1) / 2)} ${f(sag * 1.5)} ${f(x1)} ${f(-10)} L ${f(x1)} ${f(-10 + h * 0.03)} Q ${f((x0 + x1) / 2)} ${f(sag * 1.5 - h * 0.12)} ${f(x0)} ${f(-10 + h * 0.03)} Z" fill="${fill}"/>`
      out += `<path d="M${f(x0 + w * 0.02)} 0 Q ${f((x0 + x1) / 2)} ${f(sag * 1.35)} ${f(x1 - w * 0.02)} 0" stroke="${darken(fabric, 0.15)}" stroke-width="3" fill="none" opacity="0.4"/>`
    }
  }
  const cx = w * rng.range(0.4, 0.6)
  const cy = h * 0.42
  out += `<line x1="${f(cx)}" y1="0" x2="${f(cx)}" y2="${f(cy - h * 0.08)}" stroke="${p.metal}" stroke-width="4"/>`
  out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(w * 0.12)}" ry="${f(h * 0.03)}" fill="none" stroke="${p.metal}" stroke-width="6"/>`
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2
    const x = cx + Math.cos(a) * w * 0.12
    const y = cy + Math.sin(a) * h * 0.03
    out += `<rect x="${f(x - 4)}" y="${f(y - h * 0.05)}" width="8" height="${f(h * 0.05)}" fill="#f8f1e4"/>${flame(d, x, y - h * 0.052, h * 0.008, p.glow)}`
  }
  for (let i = 0; i < 18; i++)
    out += leaf(
      cx + rng.range(-w * 0.14, w * 0.14),
      cy + rng.range(0, h * 0.08),
      h * rng.range(0.03, 0.06),
      rng.range(40, 140),
      p.greenery,
    )
  const tY = h * 0.86
  for (const tx of [0.18, 0.5, 0.82]) {
    const x = w * tx + rng.range(-w * 0.04, w * 0.04)
    out += `<ellipse cx="${f(x)}" cy="${f(tY)}" rx="${f(w * 0.13)}" ry="${f(h * 0.035)}" fill="${lighten(p.linen, 0.05)}"/><path d="M${f(x - w * 0.13)} ${f(tY)} L${f(x - w * 0.14)} ${f(h)} L${f(x + w * 0.14)} ${f(h)} L${f(x + w * 0.13)} ${f(tY)} Z" fill="${darken(p.linen, 0.1)}"/>`
    out += floralCluster(x, tY - h * 0.01, w * 0.05, p.florals, p.greenery, rng)
  }
  out += bokeh(d, rng, w, h, 14, p.glow, 0.6)
  return out
}

/** A lounge vignette: rug, chaise or peacock chair, pampas and lanterns. */
export const lounge: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  let out = wall(ctx, 0.62) + bokeh(d, rng, w, h, 10, p.glow, 0.5)
  const floorY = h * 0.9
  out += place(
    ctx,
    { object: 'rug', color: rng.pick(['#a8544b', '#c9a98a', p.florals[3] ?? '#d99a8f', '#7d6a5a']) },
    w * 0.5,
    floorY + h * 0.05,
    h * 0.3,
  )
  const seat = rng.chance(0.5)
  out += floorShadow(ctx, w * 0.5, floorY - h * 0.02, w * 0.22)
  out += seat
    ? place(ctx, { object: 'peacock', accent: p.florals[0] }, w * 0.5, floorY - h * 0.02, h * 0.68)
    : place(
        ctx,
        { object: 'chaise', color: rng.pick([p.florals[0]!, '#e1bfb4', p.linen, p.greenery]) },
        w * 0.5,
        floorY - h * 0.02,
        h * 0.34,
      )
  out += place(ctx, { object: 'florals', variant: 'pampas' }, w * 0.16, floorY, h * 0.62)
  out += place(ctx, { object: 'lantern', variant: rng.pick(['brass', 'rattan']) }, w * 0.84, floorY, h * 0.26)
  out += place(ctx, { object: 'cushion', color: rng.pick(p.florals) }, w * 0.72, floorY + h * 0.04, h * 0.1)
  return out
}
