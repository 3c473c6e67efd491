import { startTransition, useEffect, useState, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and during hydration, true afterwards (and at once on client-side
 * navigation). What depends on the saved list waits for it, so the HTML and the first client
 * render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * As `useHydrated`, but after hydration it turns true in a transition. `useHydrated` turns true in
 * a synchronous render, which React cannot pause: for what then renders a lot (the hire list's rows,
 * its totals and their notes, from a list only the browser knows) that was one long task just after
 * the page went live. A transition renders in slices the browser can answer a tap between. Mounted
 * on a client-side navigation it is true at once, so a live page never shows its pending state.
 */
export function useHydratedInTransition(): boolean {
  const hydrated = useHydrated()
  const [settled, setSettled] = useState(hydrated)
  useEffect(() => {
    if (hydrated && !settled) startTransition(() => setSettled(true))
  }, [hydrated, settled])
  return hydrated && settled
}
