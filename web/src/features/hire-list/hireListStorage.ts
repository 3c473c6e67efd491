/**
 * The hire list as stored in the browser: one localStorage entry, `amaranthCart`, holding product
 * ids, optional variant keys and quantities. Names and prices are always re-read from the catalogue
 * so they stay current. The legacy format `[{product: {id, ...}, quantity}]` is still read.
 */
export const STORAGE_KEY = 'amaranthCart'

export type HireListItem = { productId: string; variantKey?: string; quantity: number }

function toItem(entry: unknown): HireListItem | null {
  if (!entry || typeof entry !== 'object') return null
  const record = entry as Record<string, unknown>
  const legacyProduct = record.product as Record<string, unknown> | undefined
  const productId = typeof record.productId === 'string' ? record.productId : legacyProduct?.id
  const quantity = Math.floor(Number(record.quantity))
  if (typeof productId !== 'string' || !productId || !Number.isFinite(quantity) || quantity < 1) return null
  const variantKey = typeof record.variantKey === 'string' && record.variantKey ? record.variantKey : undefined
  return variantKey ? { productId, variantKey, quantity } : { productId, quantity }
}

/** Reads the saved list; anything unreadable is logged and the list starts empty (SPEC.md §5). */
export function parseStoredList(raw: string | null): HireListItem[] {
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) throw new Error('not an array')
    return parsed.map(toItem).filter((item): item is HireListItem => item !== null)
  } catch (error) {
    console.error('Error loading cart from localStorage:', error)
    return []
  }
}

export function readStoredList(): HireListItem[] {
  try {
    return parseStoredList(window.localStorage.getItem(STORAGE_KEY))
  } catch (error) {
    console.error('Error loading cart from localStorage:', error)
    return []
  }
}

export function writeStoredList(items: readonly HireListItem[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items))
  } catch (error) {
    // Private mode or a full quota: the list still works for this visit.
    console.error('Error saving cart to localStorage:', error)
  }
}
