import type { SceneArt } from '../../../content/types.ts'
import { PALETTES } from '../../palettes.ts'
import { createRng } from '../../prng.ts'
import { SHAPE_SIZES } from '../../shapes.ts'
import { createDefs, photoFinish, svgDocument } from '../svg.ts'
import type { Scene } from './common.ts'
import { candles, drape, florals, lounge } from './mood.ts'
import { ceremony, signage, venue } from './outdoor.ts'
import { cake, setting, tablescape } from './table.ts'

const SCENES: Record<SceneArt['scene'], Scene> = {
  tablescape,
  setting,
  cake,
  ceremony,
  venue,
  signage,
  florals,
  candles,
  drape,
  lounge,
}

/** An event "photograph": one composition in one palette, finished with vignette and light. */
export function sceneSvg(art: SceneArt): string {
  const [w, h] = SHAPE_SIZES[art.shape]
  const d = createDefs()
  const p = PALETTES[art.palette]
  const rng = createRng(`${art.scene}:${art.palette}:${art.seed}`)
  const body = SCENES[art.scene]({ w, h, p, d, rng }) + photoFinish(d, w, h, p.glow, p.dark ? 0.45 : 0.28)
  return svgDocument(w, h, d, body)
}
