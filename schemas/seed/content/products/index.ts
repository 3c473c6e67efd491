import type { HireCategoryId } from '../../../src/rules/hireCategories.ts'
import { accessories } from './accessories.ts'
import { cateringTableware } from './catering-tableware.ts'
import { decor } from './decor.ts'
import { linen } from './linen.ts'
import { stylingFurniture } from './styling-furniture.ts'
import type { ProductSeed } from './types.ts'

export const PRODUCTS_BY_CATEGORY: Record<HireCategoryId, ProductSeed[]> = {
  accessories,
  'catering-tableware': cateringTableware,
  linen,
  'styling-furniture': stylingFurniture,
  decor,
}
