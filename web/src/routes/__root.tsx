import type { QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { SiteShell } from '../site-shell/SiteShell.tsx'
import { siteHead } from '../lib/content/headMeta.ts'
import { siteSettingsQueryOptions } from '../lib/content/siteQueries.ts'
import { GlobalStyle } from '../theme/GlobalStyle.ts'

export type RouterContext = {
  queryClient: QueryClient
  /** PUBLIC_SITE_URL's origin, when the server has one: canonical and sharing URLs are built on it. */
  publicOrigin?: string
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteSettingsQueryOptions()),
  head: ({ match, loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#330506' },
      ...siteHead(match, loaderData),
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  // The document renders even when the root's own content fails, so errors still get a styled page.
  shellComponent: RootDocument,
  component: RootLayout,
})

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <HeadContent />
      </head>
      <body>
        <GlobalStyle />
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  // Marks the document once React has hydrated it: end-to-end tests wait for this before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}
