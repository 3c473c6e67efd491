import { darken, lighten, mix } from '../../color.ts'
import { bloom, bokeh, f, flame, floralCluster, leaf } from '../svg.ts'
import { place, wall, type Scene } from './common.ts'

/** A long dressed table receding into the room: place settings, candles, a floral runner. */
export const tablescape: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  const vx = w * rng.range(0.42, 0.58)
  const vy = h * rng.range(0.34, 0.42)
  const H = h - vy + h * 0.05
  const half = w * rng.range(0.36, 0.46)
  const X = (x: number, z: number) => vx + x / z
  const Y = (z: number) => vy + H / z
  let out = wall(ctx, 0.6)
  // arched windows or drapes on the far wall
  if (rng.chance(0.5)) {
    for (let i = -2; i <= 2; i++) {
      const ax = vx + i * w * 0.16
      const aw = w * 0.055
      const top = vy - h * 0.3
      out += `<path d="M${f(ax - aw)} ${f(vy + h * 0.02)} L${f(ax - aw)} ${f(top + aw)} A ${f(aw)} ${f(aw)} 0 0 1 ${f(ax + aw)} ${f(top + aw)} L${f(ax + aw)} ${f(vy + h * 0.02)} Z" fill="${p.glow}" opacity="${p.dark ? 0.16 : 0.5}"/>`
    }
  } else {
    for (let i = 0; i < 9; i++) {
      const x0 = (i / 8) * w
      out += `<path d="M${f(x0 - w * 0.07)} 0 Q ${f(x0)} ${f(h * 0.18)} ${f(x0 + w * 0.07)} 0" fill="${lighten(p.wall[0], 0.2)}" opacity="0.35"/>`
    }
  }
  out += bokeh(d, rng, w, h, p.dark ? 34 : 18, p.glow, 0.45)
  // festoon
  if (rng.chance(0.5)) {
    const y0 = h * 0.06
    out += `<path d="M0 ${f(y0)} Q ${f(w / 2)} ${f(y0 + h * 0.2)} ${w} ${f(y0)}" stroke="#2a221c" stroke-width="2" fill="none" opacity="0.6"/>`
    for (let i = 0; i <= 14; i++) {
      const t = i / 14
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * (y0 + h * 0.2) + t * t * y0
      out += `<circle cx="${f(t * w)}" cy="${f(y + 12)}" r="${f(w * 0.018)}" fill="${d.radial([
        [0, '#fffaf0', 1],
        [0.3, p.glow, 0.8],
        [1, p.glow, 0],
      ])}"/>`
    }
  }
  const zNear = 1
  const zFar = rng.range(7, 10)
  // cloth drop on both sides and the table top
  const cloth = d.linear([
    [0, lighten(p.linen, 0.08)],
    [1, darken(p.linen, 0.08)],
  ])
  const drop = h * 0.2
  out += `<path d="M${f(X(-half, zFar))} ${f(Y(zFar))} L${f(X(-half, zNear))} ${f(Y(zNear))} L${f(X(-half, zNear))} ${f(Y(zNear) + drop)} L${f(X(-half, zFar))} ${f(Y(zFar) + drop / zFar)} Z" fill="${darken(p.linen, 0.14)}"/>`
  out += `<path d="M${f(X(half, zFar))} ${f(Y(zFar))} L${f(X(half, zNear))} ${f(Y(zNear))} L${f(X(half, zNear))} ${f(Y(zNear) + drop)} L${f(X(half, zFar))} ${f(Y(zFar) + drop / zFar)} Z" fill="${darken(p.linen, 0.18)}"/>`
  out += `<path d="M${f(X(-half, zFar))} ${f(Y(zFar))} L${f(X(half, zFar))} ${f(Y(zFar))} L${f(X(half, zNear))} ${f(Y(zNear))} L${f(X(-half, zNear))} ${f(Y(zNear))} Z" fill="${cloth}"/>`
  // runner
  if (rng.chance(0.6)) {
    const rw = half * 0.28
    out += `<path d="M${f(X(-rw, zFar))} ${f(Y(zFar))} L${f(X(rw, zFar))} ${f(Y(zFar))} L${f(X(rw, zNear))} ${f(Y(zNear))} L${f(X(-rw, zNear))} ${f(Y(zNear))} Z" fill="${rng.pick([p.greenery, p.florals[0]!, p.metal, darken(p.linen, 0.1)])}" opacity="0.5"/>`
  }
  // items from far to near
  const items: Array<{ z: number; svg: string }> = []
  for (let z = zFar * 0.95; z > 1.15; z /= 1.32) {
    for (const side of [-1, 1]) {
      const px = X(side * half * 0.68, z)
      const py = Y(z)
      const r = (w * 0.11) / z
      let s = `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(r)}" ry="${f(r * 0.36)}" fill="${darken(p.linen, 0.2)}" opacity="0.5"/>`
      s += `<ellipse cx="${f(px)}" cy="${f(py - r * 0.05)}" rx="${f(r)}" ry="${f(r * 0.34)}" fill="${p.metal}"/>`
      s += `<ellipse cx="${f(px)}" cy="${f(py - r * 0.07)}" rx="${f(r * 0.84)}" ry="${f(r * 0.28)}" fill="#fbf8f2"/>`
      s += `<path d="M${f(px - r * 0.4)} ${f(py - r * 0.1)} l ${f(r * 0.8)} ${f(-r * 0.06)} l ${f(-r * 0.1)} ${f(r * 0.16)} Z" fill="${rng.pick(p.florals)}"/>`
      const gx = px - side * r * 0.9
      s += `<path d="M${f(gx - r * 0.18)} ${f(py - r * 1.2)} L${f(gx + r * 0.18)} ${f(py - r * 1.2)} L${f(gx + r * 0.04)} ${f(py - r * 0.75)} L${f(gx + r * 0.02)} ${f(py - r * 0.3)} L${f(gx - r * 0.02)} ${f(py - r * 0.3)} L${f(gx - r * 0.04)} ${f(py - r * 0.75)} Z" fill="#ffffff" fill-opacity="0.45" stroke="#6d6259" stroke-opacity="0.4" stroke-width="${f(Math.max(0.6, r * 0.02))}"/>`
      // chair back beyond the setting
      const cx = X(side * half * 1.12, z)
      const ch = (h * 0.42) / z
      s += `<path d="M${f(cx - ch * 0.16)} ${f(py + ch * 0.1)} L${f(cx - ch * 0.16)} ${f(py - ch * 0.55)} Q ${f(cx)} ${f(py - ch * 0.75)} ${f(cx + ch * 0.16)} ${f(py - ch * 0.55)} L${f(cx + ch * 0.16)} ${f(py + ch * 0.1)}" fill="none" stroke="${p.dark ? lighten(p.wall[1], 0.2) : '#7a5a3e'}" stroke-width="${f(ch * 0.035)}"/>`
      items.push({ z, svg: s })
    }
    const centre = `${floralCluster(X(0, z), Y(z) - (h * 0.02) / z, (w * 0.17) / z, p.florals, p.greenery, rng)}`
    items.push({ z: z * 1.16, svg: centre })
    const ch = (h * 0.34) / z
    for (const side of [-1, 1]) {
      const cx = X(side * half * 0.22, z * 1.05)
      const cy = Y(z * 1.05)
      items.push({
        z: z * 1.05,
        svg: `<rect x="${f(cx - ch * 0.035)}" y="${f(cy - ch)}" width="${f(ch * 0.07)}" height="${f(ch)}" fill="#f8f1e4"/><rect x="${f(cx - ch * 0.08)}" y="${f(cy - ch * 0.08)}" width="${f(ch * 0.16)}" height="${f(ch * 0.08)}" fill="${p.metal}"/>${flame(d, cx, cy - ch - ch * 0.02, ch * 0.05, p.glow)}`,
      })
    }
  }
  items.sort((a, b) => b.z - a.z)
  out += items.map((it) => it.svg).join('')
  return out
}

/** Looking down on one place setting: charger, plate, folded napkin, cutlery, glassware, menu. */
export const setting: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  const cloth = p.dark ? p.linen : mix(p.linen, p.wall[1], 0.3)
  let out = `<rect width="${w}" height="${h}" fill="${d.linear(
    [
      [0, lighten(cloth, 0.06)],
      [1, darken(cloth, 0.08)],
    ],
    1,
    1,
  )}"/>`
  for (let i = 0; i < 14; i++)
    out += `<path d="M${f(rng.range(0, w))} 0 Q ${f(rng.range(0, w))} ${f(h / 2)} ${f(rng.range(0, w))} ${h}" stroke="${darken(cloth, 0.06)}" stroke-width="${f(rng.range(4, 12))}" fill="none" opacity="0.35"/>`
  const cx = w * rng.range(0.44, 0.56)
  const cy = h * rng.range(0.48, 0.56)
  const r = Math.min(w, h) * 0.26
  const angle = rng.range(-8, 8)
  let g = `<circle cx="${cx + 12}" cy="${cy + 16}" r="${f(r)}" fill="#1c120e" opacity="0.15" filter="${d.blur(14)}"/>`
  g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${p.metal}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.93)}" fill="${lighten(p.metal, 0.25)}"/>`
  g += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.8)}" fill="#fbf8f2" stroke="${darken('#fbf8f2', 0.08)}" stroke-width="3"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.55)}" fill="none" stroke="${darken('#fbf8f2', 0.06)}" stroke-width="3"/>`
  const nap = rng.pick([p.florals[0]!, p.greenery, p.linen, p.florals[3] ?? p.florals[1]!])
  g += `<path d="M${f(cx - r * 0.55)} ${f(cy - r * 0.12)} L${f(cx + r * 0.55)} ${f(cy - r * 0.22)} L${f(cx + r * 0.45)} ${f(cy + r * 0.25)} L${f(cx - r * 0.6)} ${f(cy + r * 0.3)} Z" fill="${nap}"/><path d="M${f(cx - r * 0.58)} ${f(cy + r * 0.05)} L${f(cx + r * 0.5)} ${f(cy)}" stroke="${darken(nap, 0.15)}" stroke-width="3"/>`
  g += `<rect x="${f(cx - r * 0.22)}" y="${f(cy - r * 0.05)}" width="${f(r * 0.44)}" height="${f(r * 0.2)}" fill="#fbf8f2" stroke="${p.metal}" stroke-width="2"/><rect x="${f(cx - r * 0.14)}" y="${f(cy + r * 0.035)}" width="${f(r * 0.28)}" height="${f(r * 0.03)}" fill="#5a4636" opacity="0.6"/>`
  g +=
    leaf(cx + r * 0.25, cy - r * 0.15, r * 0.3, -30, p.greenery) +
    leaf(cx + r * 0.25, cy - r * 0.15, r * 0.25, 20, lighten(p.greenery, 0.2))
  const metal = p.metal
  for (const [dx, len] of [
    [-1.2, 1.5],
    [-1.35, 1.4],
    [1.2, 1.5],
    [1.35, 1.45],
  ] as const)
    g += `<rect x="${f(cx + dx * r - r * 0.025)}" y="${f(cy - (len * r) / 2)}" width="${f(r * 0.05)}" height="${f(len * r)}" rx="${f(r * 0.025)}" fill="${metal}"/>`
  g += `<ellipse cx="${f(cx - 1.35 * r)}" cy="${f(cy - 0.62 * r)}" rx="${f(r * 0.06)}" ry="${f(r * 0.14)}" fill="${metal}"/>`
  for (const [gx, gy, gr] of [
    [1.25, -1.1, 0.22],
    [1.7, -0.8, 0.18],
  ] as const)
    g += `<circle cx="${f(cx + gx * r)}" cy="${f(cy + gy * r)}" r="${f(gr * r)}" fill="#ffffff" fill-opacity="0.45" stroke="#6d6259" stroke-opacity="0.35" stroke-width="3"/><circle cx="${f(cx + gx * r - gr * r * 0.3)}" cy="${f(cy + gy * r - gr * r * 0.3)}" r="${f(gr * r * 0.25)}" fill="#ffffff" opacity="0.8"/>`
  g += `<rect x="${f(cx - r * 0.5)}" y="${f(cy - r * 1.75)}" width="${f(r)}" height="${f(r * 0.55)}" fill="#fbf8f2" stroke="${darken(cloth, 0.1)}" stroke-width="2" transform="rotate(-3 ${f(cx)} ${f(cy - r * 1.5)})"/>`
  for (let i = 0; i < 4; i++)
    g += `<rect x="${f(cx - r * (0.3 - i * 0.03))}" y="${f(cy - r * (1.62 - i * 0.1))}" width="${f(r * (0.6 - i * 0.06))}" height="${f(r * 0.025)}" fill="#5a4636" opacity="0.5"/>`
  g += floralCluster(cx - r * 1.7, cy + r * 1.3, r * 0.5, p.florals, p.greenery, rng)
  out += `<g transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})">${g}</g>`
  return out
}

/** A tiered wedding cake on a stand, dressed with blooms. */
export const cake: Scene = (ctx) => {
  const { w, h, p, d, rng } = ctx
  let out = wall(ctx, 0.7) + bokeh(d, rng, w, h, 14, p.glow, 0.6)
  const tableY = h * 0.74
  out += `<rect x="0" y="${f(tableY)}" width="${w}" height="${f(h - tableY)}" fill="${darken(p.linen, 0.06)}"/><rect x="0" y="${f(tableY)}" width="${w}" height="${f(h * 0.02)}" fill="${lighten(p.linen, 0.1)}"/>`
  const cx = w * rng.range(0.42, 0.58)
  const unit = Math.min(w, h)
  out += place(
    ctx,
    { object: 'stand', variant: 'cake', color: rng.pick(['#efebe6', p.metal, '#f7f1ea']) },
    cx,
    tableY + unit * 0.02,
    unit * 0.12,
  )
  let y = tableY - unit * 0.08
  const tiers = rng.int(2, 4)
  const icing = rng.pick(['#fbf8f2', p.florals[1]!, '#f7f1ea'])
  for (let t = 0; t < tiers; t++) {
    const tw = unit * (0.2 - t * 0.04)
    const th = unit * 0.13
    out += `<rect x="${f(cx - tw)}" y="${f(y - th)}" width="${f(tw * 2)}" height="${f(th)}" fill="${d.linear(
      [
        [0, lighten(icing, 0.3)],
        [0.6, icing],
        [1, darken(icing, 0.1)],
      ],
      1,
      0,
    )}"/><ellipse cx="${f(cx)}" cy="${f(y - th)}" rx="${f(tw)}" ry="${f(tw * 0.12)}" fill="${lighten(icing, 0.2)}"/>`
    if (t === 0 && rng.chance(0.5))
      out += `<rect x="${f(cx - tw)}" y="${f(y - th * 0.25)}" width="${f(tw * 2)}" height="${f(th * 0.1)}" fill="${p.metal}"/>`
    y -= th
  }
  out += floralCluster(cx + unit * 0.12, tableY - unit * 0.28, unit * 0.14, p.florals, p.greenery, rng, 0.7)
  out += floralCluster(cx - unit * 0.1, y + unit * 0.02, unit * 0.09, p.florals, p.greenery, rng, 0.6)
  for (const side of [-1, 1])
    out += place(ctx, { object: 'candlestick' }, cx + side * unit * 0.38, tableY + unit * 0.02, unit * 0.36)
  for (let i = 0; i < 5; i++)
    out += bloom(
      rng.range(0, w),
      tableY + rng.range(unit * 0.05, unit * 0.2),
      unit * rng.range(0.02, 0.04),
      rng.pick(p.florals),
      rng,
    )
  return out
}
