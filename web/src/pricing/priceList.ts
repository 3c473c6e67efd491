import { findVariant, lineCents, unitCents, type Price } from './money.ts'

/** A line of a hire list as stored in the browser and sent with an inquiry: ids and a quantity. */
export type ListedItem = { productId: string; variantKey?: string; quantity: number }

/** What pricing needs of a catalogue product; always read from the CMS, never from the visitor. */
export type PricedProduct = { id: string; name: string; price: Price }

export type PricedLine<I extends ListedItem, P extends PricedProduct> = {
  item: I
  product: P
  variant?: NonNullable<Price['variants']>[number]
  unitCents: number
  lineCents: number
}

/**
 * Prices a list against the catalogue: each line at its variant's or its base price, in whole
 * cents, and the total. Lines whose product, or named variant, is not in the catalogue are
 * returned apart: the browser drops them from the list, the server refuses the inquiry. The hire
 * list, the inquiry's order summary and the Airtable record all total through here, so the figure
 * a visitor sees is the one staff receive.
 */
export function priceList<I extends ListedItem, P extends PricedProduct>(items: readonly I[], catalogue: readonly P[]) {
  const byId = new Map(catalogue.map((product) => [product.id, product]))
  const lines: PricedLine<I, P>[] = []
  const unknown: I[] = []
  for (const item of items) {
    const product = byId.get(item.productId)
    const variant = product && findVariant(product.price, item.variantKey)
    if (!product || (item.variantKey && !variant)) {
      unknown.push(item)
      continue
    }
    const unit = unitCents(product.price, item.variantKey)
    const priced = { item, product, unitCents: unit, lineCents: lineCents(unit, item.quantity) }
    lines.push(variant ? { ...priced, variant } : priced)
  }
  const totalCents = lines.reduce((sum, line) => sum + line.lineCents, 0)
  return { lines, unknown, totalCents }
}
