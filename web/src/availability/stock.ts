/** What the availability arithmetic needs of a catalogue product (schemas/src/queries/availability.ts). */
export type StockedProduct = {
  id: string
  name: string
  /** Owned; null means "on request" (the site claims nothing). Unused when the product has variants. */
  stock: number | null
  variants: ReadonlyArray<{ _key: string; label: string; stock: number | null }>
  turnaroundDaysBefore: number
  turnaroundDaysAfter: number
}

/** The key a count is kept under: the product id, or `{productId}:{variantKey}` for a variant. */
export const stockKey = (productId: string, variantKey?: string) =>
  variantKey ? `${productId}:${variantKey}` : productId

/** Every stock-keeping unit of the catalogue with a known count; "on request" ones are left out. */
export function stockUnits(products: readonly StockedProduct[]): Map<string, number> {
  const units = new Map<string, number>()
  for (const product of products) {
    if (product.variants.length) {
      for (const variant of product.variants)
        if (isCount(variant.stock)) units.set(stockKey(product.id, variant._key), variant.stock)
    } else if (isCount(product.stock)) units.set(stockKey(product.id), product.stock)
  }
  return units
}

const isCount = (value: number | null): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0
