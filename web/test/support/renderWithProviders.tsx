import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { HireListProvider } from '../../src/hire-list/HireListProvider.tsx'
import { createHireListStore } from '../../src/hire-list/hireListStore.ts'
import { theme } from '../../src/theme/tokens.ts'

/**
 * Renders a component with what the app gives it: a query client, the theme and a router (so
 * `Link` works) and a hire list, without the document shell. Wrap content that suspends in `<Suspense>`.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { path = '/', context = {} }: { path?: string; context?: Record<string, unknown> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rootRoute = createRootRoute({ component: () => <>{ui}</> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    context,
  })
  return { ...(await renderRouter(router, queryClient)), queryClient }
}

/**
 * Loads `router` and renders it inside the app's providers: the query client, the theme and a
 * fresh hire list, read from localStorage (seed it there before rendering).
 */
export async function renderRouter(router: AnyRouter, queryClient: QueryClient) {
  await router.load()
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
  return { ...result, router, hireListStore, user: userEvent.setup() }
}
