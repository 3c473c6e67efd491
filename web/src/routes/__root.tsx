import type { QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router'
import { SiteShell } from '../site-shell/SiteShell.tsx'
import { markHydratedAndReplayTaps } from '../lib/boot/earlyTaps.ts'
import { siteDefaults, siteHead } from '../lib/content/headMeta.ts'
import { siteSettingsQueryOptions } from '../lib/content/siteQueries.ts'
import { sanityClient, setSanityClient } from '../lib/sanity/client.ts'
import type * as PreviewModule from '../preview/main.ts'
import type { ReadQuote } from '../booking/quoteView.ts'
import { GlobalStyle } from '../theme/GlobalStyle.ts'
import { colors } from '../theme/tokens.ts'

export type RouterContext = {
  queryClient: QueryClient
  /** PUBLIC_SITE_URL's origin, when the server has one: canonical and sharing URLs are built on it. */
  publicOrigin?: string
  /** The server takes payments (Stripe is configured): the store's button posts to its checkout. */
  storeSells?: boolean
  /**
   * The server takes reservations (`POST /api/reserve` is mounted): only then does the hire list offer
   * "Reserve now", whatever the CMS's rules say, so a couple never starts what the site cannot finish.
   */
  reserving?: boolean
  /**
   * Set only for a preview render (drafts shown): the URL of the preview module (src/preview, built on
   * its own), which the root then imports; nothing else loads it.
   */
  previewScript?: string
  /** On the server only: how its render reads a couple's quote (never sent to the browser, which asks the API). */
  readQuote?: ReadQuote
}

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context }) => siteDefaults(await context.queryClient.ensureQueryData(siteSettingsQueryOptions())),
  head: ({ match, loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: colors.maroon },
      ...siteHead(match, loaderData),
    ],
    // PNG, not SVG: Chromium decodes an SVG favicon as a document of its own on the page's main
    // thread while the page loads (docs/decisions/0023).
    links: [
      { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ],
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
  const { previewScript, queryClient } = Route.useRouteContext()
  const router = useRouter()
  // Only a preview render loads the preview module (docs/decisions/0012), by a URL the server sends
  // such pages alone: the public bundle holds this import and no preview code.
  useEffect(() => {
    if (!previewScript) return
    let stop: (() => void) | undefined
    let stopped = false
    void (import(/* @vite-ignore */ previewScript) as Promise<typeof PreviewModule>).then(({ startPreview }) => {
      if (!stopped) stop = startPreview({ router, queryClient, sanityClient, setSanityClient })
    })
    return () => {
      stopped = true
      stop?.()
    }
  }, [previewScript, router, queryClient])
  // Once React has hydrated the page: taps held by the boot script are replayed, and end-to-end
  // tests that must not race hydration wait for the mark.
  useEffect(markHydratedAndReplayTaps, [])
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  )
}
