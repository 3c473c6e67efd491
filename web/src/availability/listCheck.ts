import { stockKey } from './stock.ts'

/** What the browser (and the inquiry's record) knows on a date: free and owned per stock key. */
export type CountsOnDate = Readonly<Record<string, { free: number; stock: number }>>

export type ListedLine = { productId: string; variantKey?: string; quantity: number }

/**
 * The lines of a list that ask for more than is free, with how many are: lines of the same piece are
 * counted together. "On request" pieces (no count) are never over.
 */
export function overLimit<L extends ListedLine>(lines: readonly L[], counts: CountsOnDate) {
  const asked = new Map<string, number>()
  for (const line of lines) {
    const key = stockKey(line.productId, line.variantKey)
    asked.set(key, (asked.get(key) ?? 0) + line.quantity)
  }
  return lines.flatMap((line) => {
    const key = stockKey(line.productId, line.variantKey)
    const count = counts[key]
    return count && asked.get(key)! > count.free ? [{ line, free: count.free }] : []
  })
}
