/**
 * How the seed content describes its images. The generator draws each `Art` into an image
 * file; the documents only carry the resulting asset plus the alt text.
 */
export type PaletteName = 'blush' | 'sage' | 'champagne' | 'ivory' | 'maroon' | 'plum' | 'charcoal' | 'dusk'

export type SceneKind =
  'tablescape' | 'ceremony' | 'florals' | 'candles' | 'drape' | 'setting' | 'cake' | 'signage' | 'lounge' | 'venue'

/** landscape 3:2, portrait 2:3, tall 4:5 (all 1600 px on the long side); square 1200; thumb 600. */
export type Shape = 'landscape' | 'portrait' | 'tall' | 'square' | 'thumb'

export type SceneArt = { kind: 'scene'; scene: SceneKind; palette: PaletteName; seed: string; shape: Shape }

export type ObjectKind =
  | 'plate'
  | 'bowl'
  | 'cutlery'
  | 'stemware'
  | 'tumbler'
  | 'vase'
  | 'candle'
  | 'candlestick'
  | 'candelabra'
  | 'napkin'
  | 'napkinring'
  | 'linen'
  | 'chair'
  | 'peacock'
  | 'chaise'
  | 'table'
  | 'umbrella'
  | 'arch'
  | 'sign'
  | 'easel'
  | 'florals'
  | 'lantern'
  | 'plinth'
  | 'rug'
  | 'cushion'
  | 'lights'
  | 'stand'
  | 'box'
  | 'macrame'
  | 'drape'
  | 'hook'
  | 'panel'

/** One object on the studio backdrop; variant and colours are read by that object's drawer. */
export type ObjectSpec = { object: ObjectKind; variant?: string; color?: string; accent?: string; text?: string }

export type ProductArt = {
  kind: 'product'
  items: ObjectSpec[]
  shape?: Shape
  /** Backdrop tone; defaults to warm ivory. */
  backdrop?: string
  /** 1 shows the whole object; larger values crop in for a detail shot. */
  zoom?: number
}

export type LogoArt = { kind: 'logo'; text: string; style: 'caps' | 'italic' | 'spaced' | 'stacked' | 'monogram' }

export type Art = SceneArt | ProductArt | LogoArt

export type ImageSpec = { art: Art; alt: string }
