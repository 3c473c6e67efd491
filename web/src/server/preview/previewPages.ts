import type { SanityClient } from '@sanity/client'
import { colors } from '../../theme/tokens.ts'
import type { OwnPage, RenderPage } from '../delivery/ownPage.ts'
import type { PreviewCookie } from './previewCookie.ts'

/** Renders a page with the given client; `preview` tells the app (it then loads the preview module). */
export type RenderWith = (request: Request, sanity: SanityClient, preview: boolean, own?: OwnPage) => Promise<Response>

export const PREVIEW_BAR_TEXT = 'Preview: drafts shown'

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The bar of a page in preview, sent with the HTML so it shows with or without JavaScript. It sits
 * outside React's tree (after the app, before </body>): React 19 leaves an element it does not expect
 * in <body> alone when it hydrates, so the public bundle carries no code for it.
 */
export function previewBar(pathWithSearch: string): string {
  const exit = `/api/preview/disable?redirect=${encodeURIComponent(pathWithSearch)}`
  return (
    '<aside data-preview-bar aria-label="Preview" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483000;' +
    'display:flex;gap:1rem;justify-content:center;align-items:center;padding:0.5rem 1rem;' +
    `background:${colors.maroon};color:${colors.white};font:600 14px/1.4 system-ui,sans-serif">` +
    `<span>${PREVIEW_BAR_TEXT}</span>` +
    `<a href="${escapeAttribute(exit)}" style="color:${colors.white};text-decoration:underline">Exit preview</a></aside>`
  )
}

/**
 * Pages for a browser with a valid preview cookie: rendered every time with drafts (never read from
 * or written to the HTML cache), `noindex`, `Cache-Control: private, no-store`, and the preview bar.
 * Everyone else gets `publicPages` (the HTML cache), unchanged.
 */
export function withPreviewPages({
  cookie,
  previewClient,
  renderWith,
  publicPages,
}: {
  cookie: PreviewCookie
  /** Undefined when preview is not configured (a Sanity project without SANITY_VIEWER_TOKEN). */
  previewClient: SanityClient | undefined
  renderWith: RenderWith
  publicPages: RenderPage
}): RenderPage {
  return async (request, own) => {
    if (!previewClient || !cookie.verify(request)) return publicPages(request, own)
    const rendered = await renderWith(request, previewClient, true, own)
    const headers = new Headers(rendered.headers)
    headers.set('Cache-Control', 'private, no-store')
    headers.set('X-Robots-Tag', 'noindex, nofollow')
    headers.delete('ETag')
    if (!headers.get('content-type')?.startsWith('text/html')) {
      return new Response(rendered.body, { status: rendered.status, headers })
    }
    const { pathname, search } = new URL(request.url)
    const html = (await rendered.text())
      .replace('</head>', '<meta name="robots" content="noindex, nofollow"></head>')
      .replace(/<\/body>(?![\s\S]*<\/body>)/, `${previewBar(pathname + search)}</body>`)
    headers.delete('content-length')
    return new Response(html, { status: rendered.status, headers })
  }
}
