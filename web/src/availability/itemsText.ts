import { stockKey, type StockedProduct } from './stock.ts'

/**
 * Reading a request's Items text back into products (decision 0018). The site writes one line per
 * item, `{name} x {quantity} = ${subtotal}`, the variant in brackets after the name; staff may edit
 * a quantity or a name, or drop the amount. A line is matched by its exact name (case and spacing
 * aside) and nothing looser: a line that names no product is reported to staff, never guessed.
 */
export type ItemLine = { key: string; productId: string; quantity: number }
export type UnmatchedLine = { line: string; reason: string }

const LINE = /^(.+?)\s+x\s*(\d{1,6})(?:\s*=.*)?$/i
const BRACKETED = /^(.+?)\s*\(([^()]+)\)$/
/** Fee lines the estimate adds (delivery, damage waiver, minimum order): not products, never reported. */
const FEE_LINE = /^(delivery|damage waiver|minimum order|setup|collection|travel|surcharge)\b/i

const normalise = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase()

export type ProductIndex = ReadonlyMap<string, StockedProduct>

export const indexByName = (products: readonly StockedProduct[]): ProductIndex =>
  new Map(products.map((product) => [normalise(product.name), product]))

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
  if (!parsed) return FEE_LINE.test(text) ? null : { line: text, reason: 'not in the form "{name} x {quantity}"' }
  const [name, quantity] = [parsed[1]!, Number(parsed[2])]
  if (FEE_LINE.test(name)) return null
  const whole = index.get(normalise(name))
  const bracketed = whole ? undefined : BRACKETED.exec(name)
  const product = whole ?? (bracketed ? index.get(normalise(bracketed[1]!)) : undefined)
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
