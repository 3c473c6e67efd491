import { indexByName, matchLine, type ProductIndex } from '../../availability/itemsText.ts'
import type { StockedProduct } from '../../availability/stock.ts'
import { CANCELLATION_FEE_NAME, type BookedLine } from '../../booking/changeFigures.ts'
import type { ChangePreview } from '../../booking/changeView.ts'
import { toDollars } from '../../pricing/money.ts'
import { quoteLines } from '../booking/quoteRecord.ts'

/**
 * A booking's accepted `Items` as the change form offers them (decision 0033): each line matched to a
 * product as availability matches it (availability/itemsText.ts), lines of one product made one, its
 * price of one piece the line's amount over its quantity as booked. A line that names no product, or
 * carries no amount, is left as it is and not offered (`kept`); fee lines are the estimate's to re-price.
 */
export type OfferedLine = BookedLine & { productId: string; variantKey?: string; cents: number }

export type BookedItems = { lines: OfferedLine[]; kept: string[] }

/** The product's name, its variant's label in brackets after it: the name Items and the form write. */
export function lineName(product: StockedProduct, variantKey?: string): string {
  const variant = variantKey ? product.variants.find((v) => v._key === variantKey) : undefined
  return variant ? `${product.name} (${variant.label})` : product.name
}

export const productIndex = (products: readonly StockedProduct[], feeNames: readonly string[]) =>
  indexByName(products, feeNames)

export function bookedItems(items: string, products: readonly StockedProduct[], index: ProductIndex): BookedItems {
  const byId = new Map(products.map((product) => [product.id, product]))
  const byKey = new Map<string, OfferedLine>()
  const kept: string[] = []
  for (const { text, cents } of quoteLines(items)) {
    const match = matchLine(text, index)
    if (match === null) continue
    if (!('key' in match) || cents === undefined || match.quantity <= 0) {
      kept.push(text)
      continue
    }
    const variantKey = match.key.includes(':') ? match.key.slice(match.key.indexOf(':') + 1) : undefined
    const known = byKey.get(match.key)
    const quantity = (known?.bookedQuantity ?? 0) + match.quantity
    const total = (known?.cents ?? 0) + cents
    byKey.set(match.key, {
      key: match.key,
      productId: match.productId,
      ...(variantKey ? { variantKey } : {}),
      name: lineName(byId.get(match.productId)!, variantKey),
      bookedQuantity: quantity,
      cents: total,
      unitCents: Math.round(total / quantity),
    })
  }
  return { lines: [...byKey.values()], kept }
}

const dollars = (cents: number) => `$${toDollars(cents).toFixed(2)}`
const WAIVER = /^(damage waiver \(\d+(?:\.\d)?%\)\s+x\s*1)\s*=\s*\$\s*([\d,]+(?:\.\d{1,2})?)\s*$/i

/**
 * The booking's `Items` after a change: each changed line written once at its new quantity (`to` pieces at
 * its price of one, gone at 0), a line the couple adds after the booking's last piece, the waiver's amount
 * moved by `waiverDeltaCents`, every other line as it was, and the change's cancellation fees kept as one line.
 */
export function itemsAfter(
  items: string,
  index: ProductIndex,
  preview: Pick<ChangePreview, 'lines'>,
  waiverDeltaCents: number,
): string {
  const changed = new Map(preview.lines.map((line) => [line.key, line]))
  const written = new Set<string>()
  const out: string[] = []
  let lastPiece = -1
  for (const { text } of quoteLines(items)) {
    const match = matchLine(text, index)
    const key = match && 'key' in match ? match.key : undefined
    const line = key ? changed.get(key) : undefined
    if (line) {
      if (!written.has(line.key) && line.to > 0)
        out.push(`${line.name} x ${line.to} = ${dollars(line.to * line.unitCents)}`)
      written.add(line.key)
    } else {
      const waiver = waiverDeltaCents ? WAIVER.exec(text) : null
      const cents = waiver ? Math.round(Number(waiver[2]!.replace(/,/g, '')) * 100) + waiverDeltaCents : 0
      out.push(waiver ? `${waiver[1]} = ${dollars(Math.max(0, cents))}` : text)
    }
    if (key) lastPiece = out.length - 1
  }
  const added = preview.lines
    .filter((line) => !written.has(line.key) && line.to > 0)
    .map((line) => `${line.name} x ${line.to} = ${dollars(line.to * line.unitCents)}`)
  out.splice(lastPiece + 1, 0, ...added)
  const fees = preview.lines.reduce((sum, line) => sum + line.feeCents, 0)
  if (fees > 0) out.push(`${CANCELLATION_FEE_NAME} x 1 = ${dollars(fees)}`)
  return out.join('\n')
}
