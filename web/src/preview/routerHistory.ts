import type { HistoryAdapter } from '@sanity/visual-editing'
import type { AnyRouter } from '@tanstack/react-router'

/**
 * Visual editing's history adapter for TanStack Router (there is none upstream): tells the Studio's
 * Presentation tool where the page is, now and after every navigation, and navigates when the Studio
 * asks (a document opened in the editor, the back button of its preview frame).
 */
export function routerHistoryAdapter(router: AnyRouter): HistoryAdapter {
  return {
    subscribe(navigate) {
      navigate({ type: 'push', url: router.state.location.href })
      return router.subscribe('onResolved', ({ toLocation }) => navigate({ type: 'push', url: toLocation.href }))
    },
    update(update) {
      if (update.type === 'push' || update.type === 'replace') {
        void router.navigate({ href: update.url, replace: update.type === 'replace' })
      } else if (update.type === 'pop') {
        router.history.back()
      }
    },
  }
}
