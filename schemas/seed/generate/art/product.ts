import type { ProductArt } from '../../content/types.ts'
import { darken, lighten } from '../color.ts'
import { createRng } from '../prng.ts'
import { SHAPE_SIZES } from '../shapes.ts'
import { DRAWERS } from './objects/index.ts'
import { createDefs, f, svgDocument } from './svg.ts'

/** A studio shot: seamless paper backdrop, the objects standing on it with soft contact shadows. */
export function productSvg(art: ProductArt, seed: string): string {
  const [w, h] = SHAPE_SIZES[art.shape ?? 'square']
  const d = createDefs()
  const rng = createRng(seed)
  const tone = art.backdrop ?? '#f3ece3'
  const wall = d.linear([
    [0, lighten(tone, 0.35)],
    [0.62, tone],
    [0.72, darken(tone, 0.03)],
    [1, darken(tone, 0.09)],
  ])
  const light = d.radial(
    [
      [0, '#ffffff', 0.55],
      [1, '#ffffff', 0],
    ],
    0.42,
    0.35,
    0.55,
  )
  let body = `<rect width="${w}" height="${h}" fill="${wall}"/><rect width="${w}" height="${h}" fill="${light}"/>`
  const n = art.items.length
  const drawn = art.items.map((spec) => DRAWERS[spec.object]({ d, rng, spec, glow: '#ffdca0' }))
  const slot = (w * (n === 1 ? 0.72 : 0.88)) / n
  const tallest = Math.max(...drawn.map((it) => it.height))
  let items = ''
  drawn.forEach((it, i) => {
    const scaleW = slot / (2 * it.halfWidth)
    const scaleH = (h * (it.flat ? 0.44 : 0.67)) / tallest
    const scale = Math.min(scaleW * 0.92, scaleH)
    const cx = w / 2 + (i - (n - 1) / 2) * slot
    const baseY = h * (it.flat ? 0.76 : 0.84)
    const shadow = d.radial([
      [0, '#3b2c22', 0.34],
      [0.6, '#3b2c22', 0.12],
      [1, '#3b2c22', 0],
    ])
    const sw = it.halfWidth * scale * 1.25
    items += `<ellipse cx="${f(cx + sw * 0.06)}" cy="${f(baseY)}" rx="${f(sw)}" ry="${f(Math.max(sw * 0.14, it.flat ? sw * 0.4 : 0))}" fill="${shadow}"/>`
    items += `<g transform="translate(${f(cx)} ${f(baseY)}) scale(${scale.toFixed(4)})">${it.svg}</g>`
  })
  const zoom = art.zoom ?? 1
  body +=
    zoom === 1
      ? items
      : `<g transform="translate(${f(w / 2)} ${f(h * 0.5)}) scale(${zoom}) translate(${f(-w / 2)} ${f(-h * 0.55)})">${items}</g>`
  return svgDocument(w, h, d, body)
}
