import { createContext, useContext, useSyncExternalStore } from 'react'
import { readStoredList, STORAGE_KEY, writeStoredList, type HireListItem } from './hireListStorage.ts'

/**
 * The hire list: a small external store over localStorage, shared by every component that shows
 * or changes it (cards, product page, list page, header badge, inquiry summary) and kept in step
 * across tabs. The server renders it empty; the browser reads the saved list after hydration.
 * Components reach it through `HireListProvider`, so a test can give each render its own store.
 */
type Listener = () => void

export type HireListStore = ReturnType<typeof createHireListStore>

const EMPTY: readonly HireListItem[] = Object.freeze([])

const sameLine = (item: HireListItem, productId: string, variantKey?: string) =>
  item.productId === productId && (item.variantKey ?? '') === (variantKey ?? '')

export function createHireListStore() {
  let items: readonly HireListItem[] | null = null
  // Lines dropped because their product left the catalogue, kept so the list can say so.
  let dropped: readonly HireListItem[] = EMPTY
  const listeners = new Set<Listener>()

  const current = () => (items ??= readStoredList())
  const notify = () => listeners.forEach((listener) => listener())
  const commit = (next: readonly HireListItem[], nextDropped: readonly HireListItem[] = EMPTY) => {
    items = next
    dropped = nextDropped
    writeStoredList(next)
    notify()
  }

  const store = {
    items: current,
    dropped: () => dropped,
    subscribe(listener: Listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY && event.key !== null) return
        items = readStoredList()
        listener()
      }
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
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
      if (!(quantity > 0)) return store.remove(productId, variantKey)
      commit(
        current().map((item) =>
          sameLine(item, productId, variantKey) ? { ...item, quantity: Math.floor(quantity) } : item,
        ),
      )
    },
    remove(productId: string, variantKey?: string) {
      commit(current().filter((item) => !sameLine(item, productId, variantKey)))
    },
    /** Drops lines whose product (or variant) no longer exists in the catalogue, remembering them. */
    removeMany(lines: readonly HireListItem[]) {
      const gone = (item: HireListItem) => lines.some((line) => sameLine(item, line.productId, line.variantKey))
      // Several components may report the same missing lines; count each line once.
      const removed = current().filter(gone)
      if (removed.length === 0) return
      commit(
        current().filter((item) => !gone(item)),
        [...dropped, ...removed],
      )
    },
    clear() {
      commit(EMPTY)
    },
    /** Rewrites a list saved in an older shape (legacy `{product, quantity}`) in the current one. */
    migrate() {
      const list = current()
      const raw = window.localStorage.getItem(STORAGE_KEY)
      if (raw !== null && raw !== JSON.stringify(list)) writeStoredList(list)
    },
    find(productId: string, variantKey?: string) {
      return current().find((item) => sameLine(item, productId, variantKey))
    },
    /** Forget the in-memory copy so the next read comes from storage (tests, other tabs). */
    reset() {
      items = null
      dropped = EMPTY
    },
  }
  return store
}

/** The browser's one list for this page load; the provider uses it unless given another. */
export const hireList = createHireListStore()

export const HireListContext = createContext<HireListStore | null>(null)

/** The store itself, for actions (add, update, remove…). Throws outside `HireListProvider`. */
export function useHireListStore(): HireListStore {
  const store = useContext(HireListContext)
  if (!store) throw new Error('useHireListStore must be used within a HireListProvider')
  return store
}

const serverSnapshot = () => EMPTY

export function useHireList(): readonly HireListItem[] {
  const store = useHireListStore()
  return useSyncExternalStore(store.subscribe, store.items, serverSnapshot)
}

/** Lines that dropped out because their product is no longer in the catalogue. */
export function useDroppedLines(): readonly HireListItem[] {
  const store = useHireListStore()
  return useSyncExternalStore(store.subscribe, store.dropped, serverSnapshot)
}

/** Total number of pieces (the sum of quantities), for the header badge and summaries. */
export function useHireListCount(): number {
  return useHireList().reduce((sum, item) => sum + item.quantity, 0)
}
