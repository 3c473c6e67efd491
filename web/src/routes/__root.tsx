import type { QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { SiteShell } from '../components/layout/SiteShell.tsx'
import { siteSettingsQueryOptions } from '../lib/content/siteQueries.ts'
import { GlobalStyle } from '../theme/GlobalStyle.ts'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteSettingsQueryOptions()),
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#330506' },
      { title: loaderData?.businessName ?? 'Amaranth Events' },
      ...(loaderData?.defaultDescription ? [{ name: 'description', content: loaderData.defaultDescription }] : []),
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
