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

/** Far above a real list (a line is about 60 characters): anything larger is not ours. */
const MAX_STORED_CHARS = 100_000

const LOAD_ERROR = 'Error loading cart from localStorage:'

/**
 * Reads the saved list. Anything unreadable (not JSON, not a list, too large, or another app's data
 * under our key) is logged and the list starts empty (docs/product/hire-list.md, storage); a warning, not an error, since
 * the visitor loses nothing they can see and the site carries on. Unreadable lines among good ones
 * are dropped, and said.
 */
export function parseStoredList(raw: string | null): HireListItem[] {
  if (!raw) return []
  try {
    if (raw.length > MAX_STORED_CHARS) throw new Error(`${raw.length} characters, more than a hire list holds`)
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) throw new Error('not an array')
    const items = parsed.map(toItem).filter((item): item is HireListItem => item !== null)
    if (items.length < parsed.length) {
      console.warn(LOAD_ERROR, new Error(`${parsed.length - items.length} of ${parsed.length} lines unreadable`))
    }
    return items
  } catch (error) {
    console.warn(LOAD_ERROR, error)
    return []
  }
}

export function readStoredList(): HireListItem[] {
  try {
    return parseStoredList(window.localStorage.getItem(STORAGE_KEY))
  } catch (error) {
    console.warn(LOAD_ERROR, error)
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
