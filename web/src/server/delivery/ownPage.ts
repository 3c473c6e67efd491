import type { ReadQuote } from '../../booking/quoteView.ts'

/**
 * What a render for one request alone reads beside the CMS: a couple's quote (/quote/{token}). A page
 * rendered with it is that visitor's own, so it is never read from or kept in the HTML cache, nor shared
 * with another request waiting for the same URL.
 */
export type OwnPage = { readQuote: ReadQuote }

/** Renders a page; with `own`, for this request alone. */
export type RenderPage = (request: Request, own?: OwnPage) => Promise<Response>
