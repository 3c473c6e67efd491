import type { SanityClient } from '@sanity/client'
import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { ServerStyleSheet } from 'styled-components'
import type { ReadQuote } from './booking/quoteView.ts'
import { canonicalAddress } from './lib/routing/canonicalSearch.ts'
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
  /** A preview render (server/preview): `sanity` reads drafts, and the page loads this preview module. */
  previewScript?: string
  /** Stripe is configured: the store's button posts to the server's checkout. */
  storeSells?: boolean
  /** `POST /api/reserve` is mounted: the hire list may offer "Reserve now". */
  reserving?: boolean
  /**
   * How a quote page (/quote/{token}) reads its quote: given by the server that takes payments, for that
   * request alone. Without it every quote link is a 404.
   */
  readQuote?: ReadQuote
}

const noQuotes: ReadQuote = async () => ({ found: false })

/**
 * The client of the render in progress. Renders overlap (a preview render beside public ones), so
 * each runs with its own client in async context; a shared variable would let one render's queries
 * use another's client, and a draft reach the public HTML cache.
 */
const renderClient = new AsyncLocalStorage<SanityClient>()
setSanityClient(() => {
  const client = renderClient.getStore()
  if (!client) throw new Error('A CMS query ran outside a render')
  return client
})

/** A router for reading addresses only (its routes and search encoding): nothing renders with it. */
let addressRouter: ReturnType<typeof createAppRouter> | undefined

/**
 * The address of the page `url` renders: its path and the search params its routes read, validated
 * and in a fixed order (lib/routing/canonicalSearch.ts). The HTML cache keys on it.
 */
export function pageAddress(url: URL): string {
  addressRouter ??= createAppRouter()
  return canonicalAddress(addressRouter, url.pathname, url.search)
}

/**
 * Renders one route to HTML with its content, head and query cache, so the first paint needs no
 * JavaScript; the browser then hydrates it (entry-client.tsx) and navigates client-side.
 */
/**
 * The request as its page's address (pageAddress): a render the HTML cache does not keep (a preview, a
 * couple's quote) draws the same page for a param no route reads as without it, instead of the
 * router answering with a redirect to the address it reads.
 */
function atItsAddress(request: Request): Request {
  const url = new URL(request.url)
  const address = pageAddress(url)
  return address === url.pathname + url.search ? request : new Request(new URL(address, url.origin), request)
}

export function render(options: RenderOptions): Promise<Response> {
  return renderClient.run(options.sanity, () => renderWithClient(options))
}

async function renderWithClient({
  request,
  headTags,
  routeHeadTags,
  publicOrigin,
  previewScript,
  storeSells,
  reserving,
  readQuote = noQuotes,
}: RenderOptions): Promise<Response> {
  const sheet = new ServerStyleSheet()
  try {
    const handler = createRequestHandler({
      request: atItsAddress(request),
      createRouter: () => createAppRouter({ publicOrigin, previewScript, storeSells, reserving, readQuote }),
    })
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
