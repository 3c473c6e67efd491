import type { ObjectSpec } from '../types.ts'

/** Extra studio shots for the product gallery. */
export type GalleryShot = 'group' | 'detail' | 'backdrop'

/** One hire item as authored; the id is `<category>-<n>`, n from position unless given. */
export type ProductSeed = {
  n?: number
  name: string
  amount: number
  unit?: string
  /** Overrides the generated "$4.50 each" label. */
  label?: string
  variants?: Array<[label: string, amount: number]>
  description: string
  dimensions: string
  weight: string
  specifications: string[]
  art: ObjectSpec
  gallery?: GalleryShot[]
}
