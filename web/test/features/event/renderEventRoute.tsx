import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import { Suspense } from 'react'
import { EventPage } from '../../../src/features/event/EventPage.tsx'
import { eventSearchSchema } from '../../../src/features/event/eventSearch.ts'
import { renderRouter } from '../../support/renderWithProviders.tsx'

/**
 * jsdom has `<dialog>` but not its modal API: enough of it for the lightbox's logic. What the
 * browser adds (top layer, inert page) is covered by the e2e suite.
 */
export function installDialogPolyfill() {
  const proto = HTMLDialogElement.prototype
  proto.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

/** The event page under a route with the app's path and search schema, as the lightbox expects (and the app's preloading, if asked). */
export async function renderEventRoute(path: string, options: { defaultPreload?: 'intent' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rootRoute = createRootRoute({ component: Outlet })
  const eventRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: 'events/$slug',
    validateSearch: eventSearchSchema,
    component: function EventRoute() {
      const { slug } = eventRoute.useParams()
      return (
        <Suspense fallback="loading">
          <EventPage slug={slug} />
        </Suspense>
      )
    },
  })
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createRouter({ routeTree: rootRoute.addChildren([eventRoute]), history, ...options })
  // A fresh hire list per render, read from localStorage ("Hire this look" adds to it).
  return { ...(await renderRouter(router, queryClient)), history }
}
