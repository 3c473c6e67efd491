import { darken, lighten, mix } from '../../color.ts'
import { bokeh, f, floralCluster, glow } from '../svg.ts'
import type { SceneContext } from './common.ts'
import { floorShadow, place, wall, type Scene } from './common.ts'

/** Layered hinterland hills under a dusk or daylight sky. */
function landscape(ctx: SceneContext, horizon: number): string {
  const { w, h, p, d, rng } = ctx
  const dusk = p.dark || rng.chance(0.5)
  const sky = dusk
    ? d.linear([
        [0, mix(p.wall[1], '#3b2a4a', 0.3)],
        [0.55, '#e6b7a3'],
        [1, '#f6dcc4'],
      ])
    : d.linear([
        [0, '#cfdbe0'],
        [0.7, '#eef0ea'],
        [1, '#f7efe3'],
      ])
  let out = `<rect width="${w}" height="${h}" fill="${sky}"/>`
  out += glow(d, w * rng.range(0.25, 0.75), horizon - h * 0.04, w * 0.35, dusk ? '#ffd9a8' : '#ffffff', 0.7)
  const layers = 4
  for (let i = 0; i < layers; i++) {
    const base = horizon + i * h * 0.05
    const tone = mix(dusk ? '#9a8aa0' : '#b7c2b3', p.greenery, i / (layers - 1))
    let path = `M0 ${f(base)}`
    const steps = 8
    for (let s = 1; s <= steps; s++)
      path += ` Q ${f(((s - 0.5) / steps) * w)} ${f(base - rng.range(0, h * 0.08))} ${f((s / steps) * w)} ${f(base + rng.range(-h * 0.02, h * 0.02))}`
    out += `<path d="${path} L ${w} ${h} L 0 ${h} Z" fill="${darken(tone, i * 0.06)}"/>`
  }
  return out
}

function tree(x: number, y: number, size: number, color: string, ctx: SceneContext): string {
  let out = `<path d="M${f(x)} ${f(y)} L${f(x)} ${f(y - size * 0.6)}" stroke="${darken(color, 0.4)}" stroke-width="${f(size * 0.05)}"/>`
  for (let i = 0; i < 7; i++)
    out += `<circle cx="${f(x + ctx.rng.range(-size * 0.3, size * 0.3))}" cy="${f(y - size * ctx.rng.range(0.55, 0.95))}" r="${f(size * ctx.rng.range(0.15, 0.26))}" fill="${mix(color, '#000000', ctx.rng.range(0, 0.2))}"/>`
  return out
}

/** The aisle: an arch at the end, rows of chairs either side, petals along the runner. */
export const ceremony: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  const vx = w * rng.range(0.45, 0.55)
  const vy = h * 0.52
  const outdoors = rng.chance(0.6)
  let out = outdoors ? landscape(ctx, vy) : wall(ctx, 0.55)
  if (outdoors)
    for (let i = 0; i < 6; i++)
      out += tree(
        rng.pick([rng.range(0, w * 0.25), rng.range(w * 0.75, w)]),
        vy + h * 0.05,
        h * rng.range(0.2, 0.35),
        p.greenery,
        ctx,
      )
  else out += bokeh(d, rng, w, h, 16, p.glow, 0.5)
  const archH = h * 0.42
  out += floorShadow(ctx, vx, vy + h * 0.03, archH * 0.5, 0.25)
  const variant = rng.pick(['round', 'hexagon', 'moongate', 'round'])
  out += place(ctx, { object: 'arch', variant, accent: 'florals' }, vx, vy + h * 0.03, archH)
  // aisle runner
  out += `<path d="M${f(vx - w * 0.03)} ${f(vy + h * 0.03)} L${f(vx + w * 0.03)} ${f(vy + h * 0.03)} L${f(vx + w * 0.2)} ${h} L${f(vx - w * 0.2)} ${h} Z" fill="${outdoors ? lighten(p.linen, 0.1) : p.linen}" opacity="0.9"/>`
  for (let i = 0; i < 60; i++) {
    const t = rng.next()
    const y = vy + h * 0.03 + t * t * (h * 0.45)
    const spread = w * (0.03 + t * t * 0.17)
    out += `<ellipse cx="${f(vx + rng.range(-spread, spread))}" cy="${f(y)}" rx="${f(2 + t * 9)}" ry="${f(1.5 + t * 5)}" fill="${rng.pick(p.florals)}"/>`
  }
  // chairs in rows, far to near
  const chair = rng.pick(['bentwood', 'crossback'])
  for (let z = 6; z >= 1.6; z /= 1.35) {
    for (const side of [-1, 1]) {
      for (let k = 0; k < 3; k++) {
        const lateral = side * (w * 0.06 + k * w * 0.09)
        const x = vx + (lateral * 3) / z
        const y = vy + (h * 0.48) / z + h * 0.03
        out += place(ctx, { object: 'chair', variant: chair }, x, y, (h * 0.36) / z)
      }
    }
    out += floralCluster(vx - (w * 0.2 * 1.2) / z, vy + (h * 0.48) / z, (w * 0.05) / z, p.florals, p.greenery, rng)
  }
  return out
}

/** The venue at golden hour: hills, trees, and a dressed table or marquee on the lawn. */
export const venue: Scene = (ctx) => {
  const { w, h, p, rng, d } = ctx
  const horizon = h * rng.range(0.45, 0.58)
  let out = landscape(ctx, horizon)
  for (let i = 0; i < 9; i++)
    out += tree(rng.range(0, w), horizon + h * rng.range(0.02, 0.08), h * rng.range(0.12, 0.3), p.greenery, ctx)
  const lawn = d.linear([
    [0, lighten(p.greenery, 0.1)],
    [1, darken(p.greenery, 0.2)],
  ])
  out += `<path d="M0 ${f(horizon + h * 0.12)} Q ${f(w / 2)} ${f(horizon + h * 0.08)} ${w} ${f(horizon + h * 0.14)} L ${w} ${h} L 0 ${h} Z" fill="${lawn}"/>`
  if (rng.chance(0.5)) {
    const mx = w * rng.range(0.3, 0.7)
    const my = horizon + h * 0.22
    const mw = w * 0.24
    const mh = h * 0.2
    out += `<path d="M${f(mx - mw)} ${f(my)} L${f(mx - mw)} ${f(my - mh * 0.6)} L${f(mx - mw * 0.5)} ${f(my - mh)} L${f(mx)} ${f(my - mh * 0.7)} L${f(mx + mw * 0.5)} ${f(my - mh)} L${f(mx + mw)} ${f(my - mh * 0.6)} L${f(mx + mw)} ${f(my)} Z" fill="#fbf8f2"/><path d="M${f(mx - mw * 0.8)} ${f(my)} L${f(mx - mw * 0.8)} ${f(my - mh * 0.5)} L${f(mx + mw * 0.8)} ${f(my - mh * 0.5)} L${f(mx + mw * 0.8)} ${f(my)} Z" fill="${p.glow}" opacity="0.8"/>`
    for (let i = 0; i < 10; i++)
      out += glow(d, mx - mw * 0.7 + i * mw * 0.155, my - mh * 0.45, w * 0.02, '#ffe6b0', 0.9)
  } else {
    out += place(ctx, { object: 'lights' }, w * 0.5, horizon + h * 0.3, h * 0.32)
    out += place(ctx, { object: 'table' }, w * 0.5, horizon + h * 0.4, h * 0.16)
    out += floralCluster(w * 0.5, horizon + h * 0.24, w * 0.06, p.florals, p.greenery, rng)
  }
  return out
}

/** A welcome sign on an easel with florals spilling at its feet. */
export const signage: Scene = (ctx) => {
  const { w, h, p, rng, d } = ctx
  let out = rng.chance(0.5) ? wall(ctx, 0.75) : landscape(ctx, h * 0.6)
  out += bokeh(d, rng, w, h, 10, p.glow, 0.5)
  const x = w * rng.range(0.42, 0.58)
  const base = h * 0.93
  out += floorShadow(ctx, x, base, h * 0.2)
  out += place(ctx, { object: 'easel' }, x, base, h * 0.8)
  const variant = rng.pick(['acrylic', 'mirror', 'acrylic'])
  out += place(
    ctx,
    {
      object: 'sign',
      variant,
      text: rng.pick(['Welcome|TO OUR WEDDING', 'Welcome|TO OUR CELEBRATION', 'Welcome|PLEASE FIND YOUR SEAT']),
    },
    x,
    base - h * 0.24,
    h * 0.52,
  )
  out += floralCluster(x - h * 0.05, base - h * 0.05, h * 0.16, p.florals, p.greenery, rng)
  out += floralCluster(x + h * 0.14, base - h * 0.72, h * 0.09, p.florals, p.greenery, rng, 0.8)
  return out
}
