import { darken, lighten } from '../../color.ts'
import { metal, shade, type Drawer } from './common.ts'

/** A folded linen napkin resting at a slight angle, with soft creases and a frayed hem. */
export const napkin: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#f7f1ea'
  const fill = d.linear(
    [
      [0, lighten(c, 0.12)],
      [1, darken(c, 0.08)],
    ],
    1,
    1,
  )
  let svg = `<path d="M-360 -30 L260 0 L380 -250 L-240 -290 Z" fill="${darken(c, 0.22)}" transform="translate(0 12)"/>`
  svg += `<path d="M-360 -30 L260 0 L380 -250 L-240 -290 Z" fill="${fill}"/>`
  svg += `<path d="M-300 -150 Q 0 -128 320 -125" stroke="${darken(c, 0.16)}" stroke-width="5" fill="none" opacity="0.7"/>`
  svg += `<path d="M-60 -285 Q -40 -150 -10 -16" stroke="${darken(c, 0.12)}" stroke-width="4" fill="none" opacity="0.6"/>`
  svg += `<path d="M-360 -30 L260 0" stroke="${darken(c, 0.2)}" stroke-width="3" stroke-dasharray="3 5"/>`
  svg += `<path d="M-300 -90 Q -100 -60 200 -50" stroke="${lighten(c, 0.35)}" stroke-width="10" fill="none" opacity="0.5"/>`
  if (spec.accent) svg += `<path d="M60 -40 q 40 -60 110 -70" stroke="${spec.accent}" stroke-width="6" fill="none"/>`
  return { svg, halfWidth: 380, height: 300, flat: true }
}

/** A rolled napkin held by a ring. */
export const napkinring: Drawer = ({ d, spec }) => {
  const c = spec.accent ?? '#f7f1ea'
  const ring = metal(d, spec.color ?? '#b08d57')
  let svg = `<path d="M-380 -60 Q -390 -180 -360 -200 L 360 -200 Q 390 -180 380 -60 Z" fill="${shade(d, c, 0.15)}"/>`
  svg += `<ellipse cx="-370" cy="-130" rx="30" ry="70" fill="${darken(c, 0.15)}"/><ellipse cx="370" cy="-130" rx="30" ry="70" fill="${darken(c, 0.1)}"/>`
  svg += `<rect x="-60" y="-230" width="120" height="200" rx="20" fill="${ring}"/>`
  for (let i = 0; i < 5; i++)
    svg += `<ellipse cx="${-80 + i * 40}" cy="-250" rx="16" ry="36" transform="rotate(${-30 + i * 15} ${-80 + i * 40} -250)" fill="${ring}"/>`
  return { svg, halfWidth: 400, height: 290 }
}

/** Table linen shown on a table: a floor-length cloth, or a runner laid along a bare timber table. */
export const linen: Drawer = ({ d, spec }) => {
  const c = spec.color ?? '#f7f1ea'
  const v = spec.variant ?? 'cloth'
  if (v === 'cloth') {
    const fill = d.linear(
      [
        [0, lighten(c, 0.1)],
        [0.5, c],
        [1, darken(c, 0.1)],
      ],
      1,
      0,
    )
    let svg = `<path d="M-330 -520 C -360 -300, -420 -120, -450 0 L 450 0 C 420 -120, 360 -300, 330 -520 Z" fill="${fill}"/>`
    for (let i = -4; i <= 4; i++)
      svg += `<path d="M${i * 70} -500 C ${i * 80} -300, ${i * 95} -150, ${i * 100} 0" stroke="${darken(c, 0.1)}" stroke-width="6" fill="none" opacity="0.45"/>`
    svg += `<ellipse cx="0" cy="-520" rx="330" ry="80" fill="${lighten(c, 0.12)}"/>`
    svg += `<path d="M-450 0 Q -225 24 0 10 Q 225 24 450 0" stroke="${darken(c, 0.18)}" stroke-width="6" fill="none"/>`
    return { svg, halfWidth: 450, height: 600 }
  }
  const timber = '#b08a63'
  let svg = `<path d="M-480 -380 L480 -380 L420 -300 L-420 -300 Z" fill="${shade(d, timber, 0.12)}"/><rect x="-420" y="-300" width="840" height="26" fill="${darken(timber, 0.2)}"/>`
  svg += `<rect x="-390" y="-274" width="24" height="274" fill="${darken(timber, 0.25)}"/><rect x="366" y="-274" width="24" height="274" fill="${darken(timber, 0.25)}"/>`
  const sheer = v === 'chiffon' ? 0.7 : 1
  const fill = d.linear(
    [
      [0, lighten(c, 0.12), sheer],
      [1, darken(c, 0.08), sheer],
    ],
    1,
    0,
  )
  svg += `<path d="M-110 -378 L110 -378 L 120 -300 Q 150 -200 120 -60 Q 60 -40 0 -70 Q -60 -40 -120 -60 Q -150 -200 -120 -300 Z" fill="${fill}"/>`
  if (v === 'velvet')
    svg += `<path d="M-60 -300 Q -80 -200 -60 -70" stroke="${lighten(c, 0.3)}" stroke-width="14" fill="none" opacity="0.5"/>`
  for (let i = -2; i <= 2; i++)
    svg += `<path d="M${i * 40} -300 Q ${i * 55} -180 ${i * 45} -60" stroke="${darken(c, 0.14)}" stroke-width="4" fill="none" opacity="0.5"/>`
  return { svg, halfWidth: 480, height: 400 }
}
