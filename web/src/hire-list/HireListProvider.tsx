import { useEffect, type ReactNode } from 'react'
import { hireList, HireListContext, type HireListStore } from './hireListStore.ts'

/** Mounted once around the app (router `Wrap`); tests pass their own store. */
export function HireListProvider({ store = hireList, children }: { store?: HireListStore; children: ReactNode }) {
  useEffect(() => {
    try {
      store.migrate()
    } catch (error) {
      // Storage blocked (privacy settings): the list still works for this visit.
      console.error('Error saving cart to localStorage:', error)
    }
  }, [store])
  return <HireListContext value={store}>{children}</HireListContext>
}
