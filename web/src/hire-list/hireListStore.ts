import { createContext, useContext, useSyncExternalStore } from 'react'
import { capLine } from '../planning/lineQuantity.ts'
import {
  cleanEventNote,
  EMPTY_NOTE,
  readStoredHireList,
  serialiseHireList,
  STORAGE_KEY,
  writeStoredHireList,
  type EventNote,
  type HireListItem,
} from './hireListStorage.ts'

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

/**
 * `lines` added to `list` by the list's rules: the same product and variant adds up, others go at the
 * end; no line beyond the most it can hold (999), so whatever the list holds can be sent.
 */
export function mergeLines(list: readonly HireListItem[], lines: readonly HireListItem[]): HireListItem[] {
  const next = [...list]
  for (const line of lines) {
    const amount = capLine(Math.max(1, Math.floor(line.quantity)))
    const at = next.findIndex((item) => sameLine(item, line.productId, line.variantKey))
    if (at >= 0) next[at] = { ...next[at]!, quantity: capLine(next[at]!.quantity + amount) }
    else
      next.push({
        productId: line.productId,
        quantity: amount,
        ...(line.variantKey ? { variantKey: line.variantKey } : {}),
      })
  }
  return next
}

export function createHireListStore() {
  let items: readonly HireListItem[] | null = null
  let event: EventNote = EMPTY_NOTE
  // Lines dropped because their product left the catalogue, kept so the list can say so.
  let dropped: readonly HireListItem[] = EMPTY
  const listeners = new Set<Listener>()

  const load = () => {
    const stored = readStoredHireList()
    // An empty list is the server's own snapshot, the same object: hydration then finds nothing changed
    // and renders no reader again (the header's badge, every card), as it must for a list with lines.
    items = stored.items.length > 0 ? stored.items : EMPTY
    event = stored.event
    return items
  }
  const current = () => items ?? load()
  const currentEvent = () => (current(), event)
  const notify = () => listeners.forEach((listener) => listener())
  const commit = (next: readonly HireListItem[], nextDropped: readonly HireListItem[] = EMPTY) => {
    const note = currentEvent()
    items = next
    dropped = nextDropped
    writeStoredHireList({ items: next, event: note })
    notify()
  }

  const store = {
    items: current,
    /** The event date and venue the visitor noted with the list. */
    event: currentEvent,
    dropped: () => dropped,
    subscribe(listener: Listener) {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key !== STORAGE_KEY && event.key !== null) return
        load()
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
      commit(mergeLines(current(), [{ productId, quantity, ...(variantKey ? { variantKey } : {}) }]))
    },
    /** Adds several lines at once (an event's look, a shared list), each by the rule of `add`. */
    addMany(lines: readonly HireListItem[]) {
      commit(mergeLines(current(), lines))
    },
    /** Replaces every line (a shared list used as it is); the event note stays. */
    replace(lines: readonly HireListItem[]) {
      commit(mergeLines([], lines))
    },
    /** Notes the event's date and venue with the list (docs/product/hire-list.md#the-event). */
    setEvent(note: EventNote) {
      current()
      event = cleanEventNote(note)
      writeStoredHireList({ items: current(), event })
      notify()
    },
    /** Sets a line's quantity; 0 or less removes it. */
    update(productId: string, quantity: number, variantKey?: string) {
      if (!(quantity > 0)) return store.remove(productId, variantKey)
      commit(
        current().map((item) =>
          sameLine(item, productId, variantKey) ? { ...item, quantity: capLine(Math.floor(quantity)) } : item,
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
    /** Empties the list and forgets the event note (after a sent inquiry). */
    clear() {
      current()
      event = EMPTY_NOTE
      commit(EMPTY)
    },
    /** Rewrites a list saved in an older shape (a bare array, legacy `{product, quantity}`) as version 2. */
    migrate() {
      const list = current()
      const raw = window.localStorage.getItem(STORAGE_KEY)
      if (raw !== null && raw !== serialiseHireList({ items: list, event })) writeStoredHireList({ items: list, event })
    },
    find(productId: string, variantKey?: string) {
      return current().find((item) => sameLine(item, productId, variantKey))
    },
    /** Forget the in-memory copy so the next read comes from storage (tests, other tabs). */
    reset() {
      items = null
      event = EMPTY_NOTE
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

/** The event date and venue noted with the list; empty on the server and until hydration. */
export function useEventNote(): EventNote {
  const store = useHireListStore()
  return useSyncExternalStore(store.subscribe, store.event, () => EMPTY_NOTE)
}

/**
 * One value of the event note, for a component that shows only it: typing the postcode or the guests
 * then renders what shows them, not the whole hire list page with every line (decision 0023).
 */
export function useEventNoteField<Key extends keyof EventNote>(key: Key): EventNote[Key] {
  const store = useHireListStore()
  return useSyncExternalStore(
    store.subscribe,
    () => store.event()[key],
    () => undefined,
  )
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
