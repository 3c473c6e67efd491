import { stegaClean } from '../sanity/stegaClean.ts'
import type { HeadMatch } from './headMatch.ts'
import { jsonLdScript, type JsonLd } from '../seo/jsonLd/jsonLdScript.ts'
import { shareableImage, shareImage, type ShareableImage, type ShareImage } from '../seo/shareImage.ts'
import { absoluteUrl, siteOrigin } from '../seo/siteOrigin.ts'
import type { StructuredData } from '../seo/structuredData.ts'
import { siteSettingsQueryOptions } from './siteQueries.ts'

/** What a route's `head` receives that places the page: its path and the router context. */

/** A page's head as plain data: what every CMS page's loader returns (lib/routing/cmsPage.ts). */
export type PageHead = {
  title?: string | null
  description?: string | null
  /** The link-preview image (cropped to 1200×630); without one, the site's default from the root stays. */
  shareImage?: ShareableImage
  /** Open Graph's type: products and portfolio events are more than a website page. */
  type?: 'website' | 'product' | 'article'
  /** Unmatched paths and missing products or events: shown to visitors, kept out of search. */
  noindex?: boolean
  /** schema.org objects for search engines (the business, a product, breadcrumbs). */
  structuredData?: StructuredData
}

/** What `pageHead` renders: the page's data, with its structured data already built on the origin. */
export type HeadTags = Omit<PageHead, 'structuredData'> & { jsonLd?: (origin: string) => JsonLd[] }

/**
 * The origin this render builds absolute URLs on. Site settings are always in the query cache by
 * the time heads are built: the root route's loader ensures them.
 */
export function headOrigin({ context }: HeadMatch) {
  const site = context.queryClient.getQueryData(siteSettingsQueryOptions().queryKey)
  return siteOrigin(context.publicOrigin, stegaClean(site?.siteUrl))
}

/**
 * A route's whole head: title, description, canonical URL, Open Graph and Twitter data, robots
 * and structured data. Site-wide defaults (site name, default image) come from the root route;
 * tags here replace them by name, so an image always travels with its size and alt text.
 */
export function pageHead(match: HeadMatch, page: HeadTags) {
  const origin = headOrigin(match)
  const url = origin && !page.noindex ? absoluteUrl(match.pathname, origin) : undefined
  const { title, description } = page
  const image = origin ? shareImage(page.shareImage, origin) : null
  // In preview CMS text carries stega (lib/sanity/stegaClean.ts): none of it may reach the head.
  return stegaClean({
    meta: [
      ...(title ? [{ title }, { property: 'og:title', content: title }] : []),
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
          ]
        : []),
      { property: 'og:type', content: page.type ?? 'website' },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      ...(image ? imageMeta(image) : []),
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
    scripts: origin && !page.noindex ? (page.jsonLd?.(origin) ?? []).map(jsonLdScript) : [],
  })
}

type SiteDefaults = {
  businessName?: string | null
  defaultDescription?: string | null
  shareImage?: ShareableImage
} | null

/**
 * What the root route's head reads of the site settings, and all its loader returns: the page
 * carries the loader's result as JavaScript, and the settings themselves already travel in the
 * query cache (their Instagram photographs and placeholders would otherwise come twice).
 */
export function siteDefaults(site: SiteDefaults): SiteDefaults {
  if (!site) return null
  const { businessName, defaultDescription } = site
  return { businessName, defaultDescription, shareImage: shareableImage(site.shareImage) }
}

/** A page's head as its loader returns it: the share image trimmed to what the preview is made from. */
export function travellingHead(head: PageHead): PageHead {
  return head.shareImage ? { ...head, shareImage: shareableImage(head.shareImage) } : head
}

/** The defaults every route starts from (the root route's head): routes replace what they know better. */
export function siteHead(match: HeadMatch, site: SiteDefaults | undefined) {
  const origin = headOrigin(match)
  const name = site?.businessName || 'Amaranth Events'
  const image = origin ? shareImage(site?.shareImage, origin) : null
  return stegaClean([
    { title: name },
    { property: 'og:title', content: name },
    { property: 'og:site_name', content: name },
    { property: 'og:locale', content: 'en_AU' },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(site?.defaultDescription
      ? [
          { name: 'description', content: site.defaultDescription },
          { property: 'og:description', content: site.defaultDescription },
        ]
      : []),
    ...(image ? imageMeta(image) : []),
  ])
}

/** og:image with everything a preview needs to lay it out before it loads. */
function imageMeta(image: ShareImage) {
  return [
    { property: 'og:image', content: image.url },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
  ]
}
