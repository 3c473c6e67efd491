import { RouterClient } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { createAppRouter } from './router.tsx'

/**
 * React's DOM renderer, in a chunk of its own that the entry imports last (entry-client.tsx): its
 * evaluation is then a task of its own, after the router's.
 */
export function hydrateDocument(router: ReturnType<typeof createAppRouter>) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: taps and scrolls during start-up are handled (TBT, INP).
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />)
  })
}
