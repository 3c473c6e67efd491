import { freeFromHolds, holdsOf, type Booking } from './holds.ts'
import { indexByName, matchLine } from './itemsText.ts'
import type { StockedProduct } from './stock.ts'

/** What a stock check reads once: the catalogue's stock, the fee lines, and the requests that hold stock. */
export type StockBase = {
  products: readonly StockedProduct[]
  feeNames: readonly string[]
  bookings: readonly Booking[]
}

/**
 * The lines of a quote's `Items` that ask for more than is free on `date`, as availability reads Items
 * (decision 0018): a line matched to a product asks for its quantity (lines of one product add up); fee
 * lines and lines that name no product hold nothing and are not checked. The holds of `except` (the
 * quote's own request) are not counted against it.
 */
export function shortLines(base: StockBase, items: string, date: string, except: string): string[] {
  const index = indexByName(base.products, base.feeNames)
  const { holds } = holdsOf(base.products, base.bookings, base.feeNames)
  const counts = freeFromHolds(date, base.products, holds, except)
  const lines = items.split(/\r?\n/).flatMap((text) => {
    const match = matchLine(text, index)
    return match && 'key' in match ? [{ text: text.trim(), ...match }] : []
  })
  const asked = new Map<string, number>()
  for (const line of lines) asked.set(line.key, (asked.get(line.key) ?? 0) + line.quantity)
  return lines
    .filter((line) => (asked.get(line.key) ?? 0) > (counts.get(line.key)?.free ?? Infinity))
    .map((line) => line.text)
}
