import type { SanityClient } from '@sanity/client'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { ServerStyleSheet } from 'styled-components'
import { setSanityClient } from './lib/sanity/client.ts'
import { createAppRouter } from './router.tsx'

export type RenderOptions = {
  request: Request
  sanity: SanityClient
  /** Tags for the client bundle (stylesheets, modulepreloads, the entry script), placed in <head>. */
  headTags: string
  /** Further <head> tags for the routes this request matched (their code-split chunks). */
  routeHeadTags?: (routeIds: readonly string[]) => string
  /** PUBLIC_SITE_URL: the origin of canonical and sharing URLs, over the one staff set in the CMS. */
  publicOrigin?: string
}

/**
 * Renders one route to HTML with its content, head and query cache, so the first paint needs no
 * JavaScript; the browser then hydrates it (entry-client.tsx) and navigates client-side.
 */
export async function render({
  request,
  sanity,
  headTags,
  routeHeadTags,
  publicOrigin,
}: RenderOptions): Promise<Response> {
  setSanityClient(sanity)
  const sheet = new ServerStyleSheet()
  try {
    const handler = createRequestHandler({ request, createRouter: () => createAppRouter({ publicOrigin }) })
    let routeIds: string[] = []
    const response = await handler(({ responseHeaders, router }) => {
      routeIds = router.state.matches.map((match) => match.routeId)
      return renderRouterToString({
        responseHeaders,
        router,
        children: sheet.collectStyles(<RouterServer router={router} />),
      })
    })
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    const tags = `${headTags}${routeHeadTags?.(routeIds) ?? ''}${sheet.getStyleTags()}`
    const html = (await response.text()).replace('</head>', `${tags}</head>`)
    return new Response(html, { status: response.status, headers: response.headers })
  } finally {
    sheet.seal()
  }
}
