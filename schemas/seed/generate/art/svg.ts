import { lighten, mix } from '../color.ts'
import type { Rng } from '../prng.ts'

/** Collects gradient and filter definitions for one SVG document, with stable ids. */
export type Defs = {
  linear: (stops: Array<[number, string, number?]>, x2?: number, y2?: number) => string
  radial: (stops: Array<[number, string, number?]>, cx?: number, cy?: number, r?: number) => string
  blur: (std: number) => string
  render: () => string
}

export function createDefs(): Defs {
  const parts: string[] = []
  let n = 0
  const stopList = (stops: Array<[number, string, number?]>) =>
    stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')
  const blurs = new Map<number, string>()
  return {
    linear(stops, x2 = 0, y2 = 1) {
      const id = `l${n++}`
      parts.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopList(stops)}</linearGradient>`)
      return `url(#${id})`
    },
    radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
      const id = `r${n++}`
      parts.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopList(stops)}</radialGradient>`)
      return `url(#${id})`
    },
    blur(std) {
      const known = blurs.get(std)
      if (known) return known
      const id = `b${n++}`
      parts.push(
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
      )
      blurs.set(std, `url(#${id})`)
      return `url(#${id})`
    },
    render: () => `<defs>${parts.join('')}</defs>`,
  }
}

export const f = (v: number) => Math.round(v * 10) / 10

export function svgDocument(width: number, height: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs.render()}${body}</svg>`
}

/** A soft glow of light, for candle flames, lamps and sun. */
export function glow(d: Defs, x: number, y: number, r: number, color: string, strength = 0.7): string {
  const fill = d.radial([
    [0, color, strength],
    [0.35, color, strength * 0.45],
    [1, color, 0],
  ])
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`
}

/** Out-of-focus points of light. */
export function bokeh(d: Defs, rng: Rng, w: number, h: number, count: number, color: string, yMax = 1): string {
  const fill = d.radial([
    [0, color, 0.55],
    [0.7, color, 0.28],
    [1, color, 0],
  ])
  let out = ''
  for (let i = 0; i < count; i++) {
    const r = rng.range(w * 0.008, w * 0.045)
    out += `<circle cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h * yMax))}" r="${f(r)}" fill="${fill}" opacity="${f(rng.range(0.25, 0.9))}"/>`
  }
  return out
}

/** A candle flame with its halo; (x, y) is the wick tip. */
export function flame(d: Defs, x: number, y: number, size: number, glowColor: string): string {
  const s = size
  return (
    glow(d, x, y - s * 0.6, s * 5, glowColor, 0.55) +
    `<path d="M${f(x)} ${f(y - s * 1.9)} C ${f(x + s * 0.55)} ${f(y - s * 0.9)} ${f(x + s * 0.45)} ${f(y)} ${f(x)} ${f(y)} C ${f(x - s * 0.45)} ${f(y)} ${f(x - s * 0.55)} ${f(y - s * 0.9)} ${f(x)} ${f(y - s * 1.9)} Z" fill="#fff4d6"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - s * 0.45)}" rx="${f(s * 0.18)}" ry="${f(s * 0.4)}" fill="#ffd27a" opacity="0.8"/>`
  )
}

/** A bloom seen from the front: rings of rounded petals around a darker heart. */
export function bloom(x: number, y: number, r: number, color: string, rng: Rng): string {
  const rings = r > 30 ? 3 : 2
  let out = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${mix(color, '#000000', 0.12)}"/>`
  for (let ring = 0; ring < rings; ring++) {
    const rr = r * (1 - ring * 0.28)
    const petals = 6 + ring
    const tone = ring === 0 ? mix(color, '#000000', 0.04) : lighten(color, 0.08 * ring)
    const start = rng.range(0, Math.PI)
    for (let p = 0; p < petals; p++) {
      const a = start + (p / petals) * Math.PI * 2
      const px = x + Math.cos(a) * rr * 0.45
      const py = y + Math.sin(a) * rr * 0.45
      out += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rr * 0.52)}" ry="${f(rr * 0.4)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})" fill="${tone}" stroke="${mix(color, '#000000', 0.14)}" stroke-width="${f(Math.max(0.6, r * 0.025))}" stroke-opacity="0.5"/>`
    }
  }
  const core = mix(color, '#5a2a20', 0.25)
  out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.22)}" fill="${core}" opacity="0.55"/>`
  out += `<path d="M${f(x - r * 0.12)} ${f(y)} a ${f(r * 0.12)} ${f(r * 0.12)} 0 1 1 ${f(r * 0.2)} ${f(r * 0.05)}" fill="none" stroke="${mix(color, '#000000', 0.22)}" stroke-width="${f(Math.max(0.6, r * 0.03))}" opacity="0.6"/>`
  return out
}

/** A pointed leaf at (x, y) pointing at angle (degrees). */
export function leaf(x: number, y: number, len: number, angle: number, color: string): string {
  const w = len * 0.32
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 Q ${f(len * 0.5)} ${f(-w)} ${f(len)} 0 Q ${f(len * 0.5)} ${f(w)} 0 0 Z" fill="${color}"/><path d="M0 0 L ${f(len * 0.9)} 0" stroke="${mix(color, '#000000', 0.18)}" stroke-width="${f(Math.max(0.5, len * 0.02))}" opacity="0.5"/></g>`
}

/** A loose floral cluster: greenery, blooms and small buds around (x, y). */
export function floralCluster(
  x: number,
  y: number,
  size: number,
  colors: string[],
  greenery: string,
  rng: Rng,
  spread = 1,
): string {
  let out = ''
  const leaves = Math.round(10 + size / 12)
  for (let i = 0; i < leaves; i++) {
    const a = rng.range(-180, 0)
    const rad = (a * Math.PI) / 180
    const dist = rng.range(size * 0.2, size * 0.8) * spread
    out += leaf(
      x + Math.cos(rad) * dist * 1.4,
      y + Math.sin(rad) * dist * 0.7,
      rng.range(size * 0.25, size * 0.5),
      a + rng.range(-40, 40),
      mix(greenery, rng.chance(0.4) ? '#ffffff' : '#1f2a1a', rng.range(0, 0.25)),
    )
  }
  const blooms = Math.round(5 + size / 25)
  for (let i = 0; i < blooms; i++) {
    const a = rng.range(0, Math.PI * 2)
    const dist = rng.range(0, size * 0.55) * spread
    out += bloom(
      x + Math.cos(a) * dist * 1.3,
      y + Math.sin(a) * dist * 0.6 - size * 0.1,
      rng.range(size * 0.12, size * 0.24),
      rng.pick(colors),
      rng,
    )
  }
  for (let i = 0; i < blooms; i++) {
    const a = rng.range(-Math.PI, 0)
    const dist = rng.range(size * 0.4, size * 0.9) * spread
    out += `<circle cx="${f(x + Math.cos(a) * dist * 1.3)}" cy="${f(y + Math.sin(a) * dist * 0.8)}" r="${f(rng.range(size * 0.025, size * 0.05))}" fill="${lighten(rng.pick(colors), 0.15)}"/>`
  }
  return out
}

/** Darkened corners and a soft light leak: makes flat drawings read as photographs. */
export function photoFinish(d: Defs, w: number, h: number, warmth: string, strength = 0.35): string {
  const vignette = d.radial(
    [
      [0.55, '#000000', 0],
      [1, '#1a0d0a', strength],
    ],
    0.5,
    0.5,
    0.75,
  )
  const leak = d.radial(
    [
      [0, warmth, 0.35],
      [1, warmth, 0],
    ],
    0.15,
    0.1,
    0.6,
  )
  return `<rect width="${w}" height="${h}" fill="${leak}"/><rect width="${w}" height="${h}" fill="${vignette}"/>`
}
