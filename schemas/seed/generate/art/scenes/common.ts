import type { Palette } from '../../palettes.ts'
import type { Rng } from '../../prng.ts'
import { DRAWERS } from '../objects/index.ts'
import type { ObjectSpec } from '../../../content/types.ts'
import type { Defs } from '../svg.ts'
import { f } from '../svg.ts'

export type SceneContext = { w: number; h: number; p: Palette; rng: Rng; d: Defs }
export type Scene = (ctx: SceneContext) => string

/** The room: a vertical wash of the palette's wall colours with a pool of light. */
export function wall(ctx: SceneContext, floorAt = 0.72): string {
  const { w, h, p, d, rng } = ctx
  const fill = d.linear([
    [0, p.wall[0]],
    [floorAt, p.wall[1]],
    [1, p.floor],
  ])
  const pool = d.radial(
    [
      [0, p.glow, p.dark ? 0.35 : 0.6],
      [1, p.glow, 0],
    ],
    rng.range(0.3, 0.7),
    rng.range(0.2, 0.45),
    0.6,
  )
  return `<rect width="${w}" height="${h}" fill="${fill}"/><rect width="${w}" height="${h}" fill="${pool}"/>`
}

/** Places one catalogue object into a scene: base centre at (x, y), drawn `height` pixels tall. */
export function place(ctx: SceneContext, spec: ObjectSpec, x: number, y: number, height: number): string {
  const drawn = DRAWERS[spec.object]({ d: ctx.d, rng: ctx.rng, spec, glow: ctx.p.glow })
  const s = height / drawn.height
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s.toFixed(4)})">${drawn.svg}</g>`
}

/** A soft shadow on the floor under an object. */
export function floorShadow(ctx: SceneContext, x: number, y: number, rx: number, opacity = 0.3): string {
  const fill = ctx.d.radial([
    [0, '#1c120e', opacity],
    [1, '#1c120e', 0],
  ])
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(rx * 0.16)}" fill="${fill}"/>`
}
