import { useSyncExternalStore } from 'react'
import { readStoredList, STORAGE_KEY, writeStoredList, type HireListItem } from './hireListStorage.ts'

/**
 * The hire list: a tiny external store over localStorage, shared by every component that shows
 * or changes it (cards, product page, list page, header badge, inquiry summary) and kept in step
 * across tabs. The server renders it empty; the browser reads the saved list after hydration.
 */
type Listener = () => void

const EMPTY: readonly HireListItem[] = Object.freeze([])
let items: readonly HireListItem[] | null = null
const listeners = new Set<Listener>()

const sameLine = (item: HireListItem, productId: string, variantKey?: string) =>
  item.productId === productId && (item.variantKey ?? '') === (variantKey ?? '')

function current(): readonly HireListItem[] {
  items ??= readStoredList()
  return items
}

function commit(next: readonly HireListItem[]) {
  items = next
  writeStoredList(next)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    items = readStoredList()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export const hireList = {
  items: current,
  /** Adds to the line's quantity when the product (and variant) is already listed. */
  add(productId: string, quantity = 1, variantKey?: string) {
    const amount = Math.max(1, Math.floor(quantity))
    const list = current()
    const existing = list.find((item) => sameLine(item, productId, variantKey))
    commit(
      existing
        ? list.map((item) => (item === existing ? { ...item, quantity: item.quantity + amount } : item))
        : [...list, { productId, quantity: amount, ...(variantKey ? { variantKey } : {}) }],
    )
  },
  /** Sets a line's quantity; 0 or less removes it. */
  update(productId: string, quantity: number, variantKey?: string) {
    if (quantity <= 0) return hireList.remove(productId, variantKey)
    commit(
      current().map((item) =>
        sameLine(item, productId, variantKey) ? { ...item, quantity: Math.floor(quantity) } : item,
      ),
    )
  },
  remove(productId: string, variantKey?: string) {
    commit(current().filter((item) => !sameLine(item, productId, variantKey)))
  },
  /** Drops lines whose product no longer exists in the catalogue. */
  removeMany(lines: readonly HireListItem[]) {
    commit(current().filter((item) => !lines.some((line) => sameLine(item, line.productId, line.variantKey))))
  },
  clear() {
    commit([])
  },
  find(productId: string, variantKey?: string) {
    return current().find((item) => sameLine(item, productId, variantKey))
  },
  /** For tests: forget the in-memory copy so the next read comes from storage. */
  reset() {
    items = null
  },
}

export function useHireList(): readonly HireListItem[] {
  return useSyncExternalStore(subscribe, current, () => EMPTY)
}

/** Total number of pieces (the sum of quantities), for the header badge and summaries. */
export function useHireListCount(): number {
  return useHireList().reduce((sum, item) => sum + item.quantity, 0)
}
