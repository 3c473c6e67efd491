import { feeLineNamesQuery, stockQuery } from '@amaranth/schemas/queries/availability'
import type { SanityClient } from '@sanity/client'
import { indexByName, matchLine } from '../../availability/itemsText.ts'
import type { StockedProduct } from '../../availability/stock.ts'
import type { CountsOn } from '../availability/overLimitNote.ts'

/** What the date has free for a quote's lines: the lines asking for more, or unknown when it cannot be read. */
export type StockAnswer = { known: true; short: string[] } | { known: false }

/**
 * The quote's `Items` against availability on its date, as availability reads Items (decision 0018): a
 * line matched to a product asks for its quantity (lines of one product add up); fee lines and lines
 * that name no product hold nothing and are not checked here.
 */
export function stockCheck(sanity: Pick<SanityClient, 'fetch'>, countsOn: CountsOn) {
  return async (items: string, date: string): Promise<StockAnswer> => {
    const [products, feeNames, counts] = await Promise.all([
      sanity.fetch(stockQuery) as Promise<StockedProduct[]>,
      sanity.fetch(feeLineNamesQuery).then((names: string[] | null) => names ?? []),
      countsOn(date),
    ])
    if (!counts) return { known: false }
    const index = indexByName(products, feeNames)
    const lines = items.split(/\r?\n/).flatMap((text) => {
      const match = matchLine(text, index)
      return match && 'key' in match ? [{ text: text.trim(), ...match }] : []
    })
    const asked = new Map<string, number>()
    for (const line of lines) asked.set(line.key, (asked.get(line.key) ?? 0) + line.quantity)
    const short = lines.filter((line) => (asked.get(line.key) ?? 0) > (counts[line.key]?.free ?? Infinity))
    return { known: true, short: short.map((line) => line.text) }
  }
}

export type StockCheck = ReturnType<typeof stockCheck>
