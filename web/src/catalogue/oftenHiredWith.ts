import { compareNames } from './compareNames.ts'
import type { ProductCard } from './catalogueQueries.ts'

/** How many pieces "Often hired with" shows when staff chose none. */
export const FALLBACK_COUNT = 4
/** The most staff may choose (the Studio allows 8). */
export const CHOSEN_MAX = 8

/**
 * The pieces shown under "Often hired with" on a product page (docs/product/hire-catalogue.md#often-hired-with):
 * the related products staff chose, in their order; without any, up to four others from the same
 * category whose base price is nearest the product's. Ties go to the cheaper piece, then by name.
 * `candidates` are the same-category neighbours the product query sends (up to four each side).
 */
export function oftenHiredWith(
  product: { id: string; price: { amount: number } },
  chosen: readonly ProductCard[],
  candidates: readonly ProductCard[],
): ProductCard[] {
  const staff = chosen.filter((card) => card.id !== product.id)
  if (staff.length > 0) return staff.slice(0, CHOSEN_MAX)
  const seen = new Set<string>([product.id])
  const unique = candidates.filter((card) => !seen.has(card.id) && seen.add(card.id))
  const distance = (card: ProductCard) => Math.abs(card.price.amount - product.price.amount)
  return unique
    .sort((a, b) => distance(a) - distance(b) || a.price.amount - b.price.amount || compareNames(a.name, b.name))
    .slice(0, FALLBACK_COUNT)
}
