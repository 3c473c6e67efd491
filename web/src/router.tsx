import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ThemeProvider } from 'styled-components'
import { ErrorState } from './components/states/ErrorState.tsx'
import { NotFoundState } from './components/states/NotFoundState.tsx'
import { PendingState } from './components/states/PendingState.tsx'
import type { ReadQuote } from './booking/quoteView.ts'
import { HireListProvider } from './hire-list/HireListProvider.tsx'
import { canonicalSearchRewrite } from './lib/routing/canonicalSearch.ts'
import { routeTree } from './routeTree.gen.ts'
import { theme } from './theme/tokens.ts'

/** One router and one query client per request on the server, one per page load in the browser. */
export function createAppRouter({
  publicOrigin,
  previewScript,
  storeSells,
  reserving,
  readQuote,
}: {
  publicOrigin?: string
  previewScript?: string
  storeSells?: boolean
  reserving?: boolean
  readQuote?: ReadQuote
} = {}) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
      // The query cache travels in the page as one JSON string per query, not as the router's
      // serialised object graph, which labels every object: at 2,000 products the hire range's HTML
      // is 48 KB brotli instead of 65, and the browser parses JSON faster than it runs an object
      // literal (docs/decisions/0016). All content is plain JSON from the CMS.
      dehydrate: { serializeData: JSON.stringify },
      hydrate: { deserializeData: JSON.parse },
    },
  })
  let hydrating = typeof document !== 'undefined'
  const router = createRouter({
    routeTree,
    context: { queryClient, publicOrigin, previewScript, storeSells, reserving, readQuote },
    // The server's PUBLIC_SITE_URL travels with the page, so heads built in the browser use it too;
    // so does, in a preview render only, the preview module's URL (the root then loads it).
    // and whether the store sells through our own checkout and the hire list takes reservations.
    dehydrate: () => ({ publicOrigin, previewScript, storeSells, reserving }),
    hydrate: (data: {
      publicOrigin?: string
      previewScript?: string
      storeSells?: boolean
      reserving?: boolean
    }): void =>
      router.update({
        context: {
          ...router.options.context,
          publicOrigin: data.publicOrigin,
          previewScript: data.previewScript,
          storeSells: data.storeSells,
          reserving: data.reserving,
        },
      }),
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it, so preloads never serve stale loader data.
    defaultPreloadStaleTime: 0,
    // The first render in the browser is the hydration of a page the visitor may have scrolled while the
    // app was on its way (decision 0015): it stays where it is, as a reload's position is already
    // restored by the router's inline script. Navigations after it restore or reset as usual.
    scrollRestoration: () => {
      if (!hydrating) return true
      hydrating = false
      return false
    },
    defaultPendingComponent: PendingState,
    defaultErrorComponent: ErrorState,
    defaultNotFoundComponent: NotFoundState,
    Wrap: ({ children }) => (
      <ThemeProvider theme={theme}>
        <HireListProvider>{children}</HireListProvider>
      </ThemeProvider>
    ),
  })
  // Search params no route reads never reach a render, here or on the server (lib/routing/canonicalSearch.ts).
  // Set once the routes are known: the rewrite matches them.
  router.update({ ...router.options, rewrite: canonicalSearchRewrite(router) })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
