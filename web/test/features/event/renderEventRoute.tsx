import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { ThemeProvider } from 'styled-components'
import { EventPage } from '../../../src/features/event/EventPage.tsx'
import { eventSearchSchema } from '../../../src/features/event/eventSearch.ts'
import { HireListProvider } from '../../../src/hire-list/HireListProvider.tsx'
import { createHireListStore } from '../../../src/hire-list/hireListStore.ts'
import { theme } from '../../../src/theme/tokens.ts'

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

/** The event page under a route with the app's path and search schema, as the lightbox expects. */
export async function renderEventRoute(path: string) {
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
  const router = createRouter({ routeTree: rootRoute.addChildren([eventRoute]), history })
  await router.load()
  // A fresh hire list per render, read from localStorage ("Hire this look" adds to it).
  const hireListStore = createHireListStore()
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <HireListProvider store={hireListStore}>
          <RouterProvider router={router} />
        </HireListProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { ...result, router, history, hireListStore, user: userEvent.setup() }
}
