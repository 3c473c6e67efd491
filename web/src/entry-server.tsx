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
}

/**
 * Renders one route to HTML with its content, head and query cache, so the first paint needs no
 * JavaScript; the browser then hydrates it (entry-client.tsx) and navigates client-side.
 */
export async function render({ request, sanity, headTags }: RenderOptions): Promise<Response> {
  setSanityClient(sanity)
  const sheet = new ServerStyleSheet()
  try {
    const handler = createRequestHandler({ request, createRouter: createAppRouter })
    const response = await handler(({ responseHeaders, router }) =>
      renderRouterToString({
        responseHeaders,
        router,
        children: sheet.collectStyles(<RouterServer router={router} />),
      }),
    )
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    const html = (await response.text()).replace('</head>', `${headTags}${sheet.getStyleTags()}</head>`)
    return new Response(html, { status: response.status, headers: response.headers })
  } finally {
    sheet.seal()
  }
}
