import { useSyncExternalStore } from 'react'

/*
 * The scroll position as of the last scroll event. Reading `window.scrollY` makes the browser bring
 * style and layout up to date on the spot, and React reads a store's snapshot on every render of its
 * component and again after each commit: read live, every tap that re-rendered the header (a
 * navigation, a lightbox opening) paid a forced layout in the middle of its own DOM changes. The
 * scroll event itself fires after layout, where the read is free.
 */
let lastScrollY = 0
const listeners = new Set<() => void>()

function onScroll() {
  lastScrollY = window.scrollY
  for (const listener of listeners) listener()
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true })
    // Once, as the first subscriber arrives (after hydration): the page may have loaded scrolled.
    lastScrollY = window.scrollY
  }
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll)
  }
}

/** True once the page has scrolled more than `offset` px; false on the server and while hydrating. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > offset,
    () => false,
  )
}
