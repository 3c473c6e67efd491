/**
 * The preview build's entry (vite.config.ts, environment `preview`): the root route imports it by the
 * URL the server gives pages in preview, and calls `startPreview` with the app's router, query client
 * and CMS client. Built apart from the public bundle, with its own copy of the libraries it needs.
 */
export { startPreview } from './startPreview.ts'
export type { PreviewHost } from './startPreview.ts'
