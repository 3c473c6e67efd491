import { stegaClean } from '../sanity/stegaClean.ts'

/**
 * The origin canonical, sharing and sitemap URLs are built on: the server's PUBLIC_SITE_URL when
 * set (a staging or new domain without editing content), else the site address staff keep in the
 * CMS. Never the request's own Host header: it is the client's to choose, and a page cached for
 * one host must not advertise another.
 */
export function siteOrigin(publicOrigin: string | undefined, cmsSiteUrl: string | null | undefined) {
  // A URL from the CMS, cleaned of the preview's stega (lib/sanity/stegaClean.ts).
  for (const candidate of [publicOrigin, stegaClean(cmsSiteUrl)]) {
    if (!candidate) continue
    try {
      return new URL(candidate).origin
    } catch {
      // A malformed address in the CMS must not break rendering: try the next source.
    }
  }
  return undefined
}

/** A path or URL made absolute on the origin; absolute URLs (Sanity's CDN) pass through unchanged. */
export const absoluteUrl = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).href
