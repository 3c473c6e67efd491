import { feeLineMatcher, type IsFeeLine } from '../lib/feeLines.ts'
import { stockKey, type StockedProduct } from './stock.ts'

/**
 * Reading a request's Items text back into products (decision 0018). The site writes one line per
 * item, `{name} x {quantity} = ${subtotal}`, the variant in brackets after the name; staff may edit
 * a quantity or a name, or drop the amount. A line is matched by its exact name (case and spacing
 * aside) and nothing looser: a line that names no product is reported to staff, never guessed. A fee
 * line (the estimate's, or one staff list in the CMS) is neither an item nor reported (lib/feeLines.ts).
 */
export type ItemLine = { key: string; productId: string; quantity: number }
export type UnmatchedLine = { line: string; reason: string }

const LINE = /^(.+?)\s+x\s*(\d{1,6})(?:\s*=.*)?$/i
const BRACKETED = /^(.+?)\s*\(([^()]+)\)$/
/** A fee's line may have lost its quantity or kept only its amount: `Travel surcharge = $50`. */
const AMOUNT = /\s*=.*$/

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()

export type ProductIndex = { byName: ReadonlyMap<string, StockedProduct>; isFee: IsFeeLine }

/** The catalogue by name, and the fee lines' names besides the estimate's (the CMS's list). */
export const indexByName = (products: readonly StockedProduct[], feeNames: readonly string[] = []): ProductIndex => ({
  byName: new Map(products.map((product) => [normalise(product.name), product])),
  isFee: feeLineMatcher(feeNames),
})

function variantOf(product: StockedProduct, label: string | undefined): { key: string } | string {
  if (!product.variants.length)
    return label === undefined ? { key: stockKey(product.id) } : `${product.name} has no "${label}"`
  if (label === undefined) return `names no size or finish of ${product.name}`
  const variant = product.variants.find((v) => normalise(v.label) === normalise(label))
  return variant ? { key: stockKey(product.id, variant._key) } : `${product.name} has no "${label}"`
}

/** One line: an item, a fee (null), or why it matches nothing. */
export function matchLine(line: string, index: ProductIndex): ItemLine | UnmatchedLine | null {
  const text = line.trim()
  if (!text) return null
  const parsed = LINE.exec(text)
  if (!parsed)
    return index.isFee(text.replace(AMOUNT, ''))
      ? null
      : { line: text, reason: 'not in the form "{name} x {quantity}"' }
  const [name, quantity] = [parsed[1]!, Number(parsed[2])]
  const whole = index.byName.get(normalise(name))
  if (!whole && index.isFee(name)) return null
  const bracketed = whole ? undefined : BRACKETED.exec(name)
  const product = whole ?? (bracketed ? index.byName.get(normalise(bracketed[1]!)) : undefined)
  if (!product) return { line: text, reason: 'no product of that name' }
  const variant = variantOf(product, whole ? undefined : bracketed?.[2])
  if (typeof variant === 'string') return { line: text, reason: variant }
  return { key: variant.key, productId: product.id, quantity }
}

/** Every line of an Items text: the items it holds and the lines that match nothing. */
export function readItems(items: string, index: ProductIndex) {
  const matched: ItemLine[] = []
  const unmatched: UnmatchedLine[] = []
  for (const line of items.split(/\r?\n/)) {
    const result = matchLine(line, index)
    if (result && 'key' in result) matched.push(result)
    else if (result) unmatched.push(result)
  }
  return { matched, unmatched }
}
