import type { ObjectSpec } from '../../../content/types.ts'
import { darken, lighten } from '../../color.ts'
import type { Rng } from '../../prng.ts'
import type { Defs } from '../svg.ts'

/** Everything an object drawer needs. Drawers draw with the base centre at (0, 0), upwards. */
export type DrawContext = { d: Defs; rng: Rng; spec: ObjectSpec; glow: string }
/** The drawing plus its footprint: half width and height in drawing units (about 700 tall). */
export type Drawn = { svg: string; halfWidth: number; height: number; flat?: boolean }
export type Drawer = (ctx: DrawContext) => Drawn

/** Horizontal metallic sheen for brass, gold and silver. */
export function metal(d: Defs, base: string): string {
  return d.linear(
    [
      [0, darken(base, 0.35)],
      [0.3, lighten(base, 0.35)],
      [0.5, base],
      [0.75, darken(base, 0.2)],
      [1, lighten(base, 0.1)],
    ],
    1,
    0,
  )
}

/** A rounded, lit-from-the-left fill for solid forms. */
export function shade(d: Defs, base: string, amount = 0.18): string {
  return d.linear(
    [
      [0, lighten(base, amount)],
      [0.55, base],
      [1, darken(base, amount)],
    ],
    1,
    0,
  )
}

export const GLASS_FILL = '#ffffff'
export const GLASS_EDGE = '#6d6259'

/** Draw a symmetric vessel from a right-hand profile (x >= 0, y <= 0, from the base up). */
export function profilePath(points: Array<[number, number]>): string {
  const right = points.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`)
  const left = [...points].reverse().map(([x, y]) => `${(-x).toFixed(1)} ${y.toFixed(1)}`)
  return `M${right.join(' L')} L${left.join(' L')} Z`
}
