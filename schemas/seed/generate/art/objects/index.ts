import type { ObjectKind } from '../../../content/types.ts'
import type { Drawer } from './common.ts'
import { arch, box, drape, easel, florals, hook, macrame, panel, sign } from './decor.ts'
import { chaise, chair, cushion, peacock, plinth, rug, table, umbrella } from './furniture.ts'
import { candelabra, candle, candlestick, lantern, lights } from './lighting.ts'
import { linen, napkin, napkinring } from './linen.ts'
import { bowl, cutlery, plate, stand, stemware, tumbler, vase } from './tableware.ts'

export const DRAWERS: Record<ObjectKind, Drawer> = {
  plate,
  bowl,
  cutlery,
  stemware,
  tumbler,
  vase,
  stand,
  candle,
  candlestick,
  candelabra,
  lantern,
  lights,
  napkin,
  napkinring,
  linen,
  chair,
  peacock,
  chaise,
  table,
  umbrella,
  plinth,
  rug,
  cushion,
  arch,
  sign,
  easel,
  florals,
  box,
  macrame,
  drape,
  hook,
  panel,
}
