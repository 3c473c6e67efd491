import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * After a client-side navigation to another path, moves focus to the new page's main heading (or
 * to the main region when a page has none). Without it, focus stays on a link that has just been
 * replaced and falls back to the top of the document, so keyboard and screen-reader users would
 * start again from the skip link. Search-only changes (filters, the lightbox's `?image=`) leave
 * focus alone, as does the first load, where the browser starts at the top as usual.
 */
export function useRouteFocus(mainId: string) {
  const router = useRouter()
  useEffect(
    () =>
      router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
        if (!fromLocation || !pathChanged) return
        const main = document.getElementById(mainId)
        const target = main?.querySelector<HTMLElement>('h1') ?? main
        if (!target) return
        // A heading is not focusable by default; -1 makes it a focus target without a Tab stop.
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
        // Scroll restoration owns the scroll position (Back returns to where the visitor was).
        target.focus({ preventScroll: true })
      }),
    [router, mainId],
  )
}
