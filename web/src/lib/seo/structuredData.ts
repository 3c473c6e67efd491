import type { HeadMatch } from '../content/headMatch.ts'
import { businessJsonLd } from './businessJsonLd.ts'
import { breadcrumbsJsonLd, type Crumb } from './jsonLd/breadcrumbs.ts'
import type { JsonLd } from './jsonLd/jsonLdScript.ts'
import { productJsonLd, type ProductDetails } from './jsonLd/product.ts'
import { shareImage, type ShareableImage } from './shareImage.ts'
import { absoluteUrl } from './siteOrigin.ts'

/**
 * The schema.org objects a page carries, described as plain data so a loader can return them; they
 * become JSON-LD on the public origin when the head is built.
 */
export type StructuredData = {
  /** The LocalBusiness, from the site settings (Home and Contact). */
  business?: boolean
  product?: ProductDetails
  /** The trail above this page; the page itself ends it under `current`. */
  breadcrumbs?: { trail: Crumb[]; current: string }
}

export function structuredDataJsonLd(
  match: HeadMatch,
  { structuredData, shareImage: image }: { structuredData?: StructuredData; shareImage?: ShareableImage },
): ((origin: string) => JsonLd[]) | undefined {
  if (!structuredData) return undefined
  const { business, product, breadcrumbs } = structuredData
  return (origin) => [
    ...(business ? businessJsonLd(match, origin) : []),
    ...(product ? [productJsonLd(product, absoluteUrl(match.pathname, origin), shareImage(image, origin)?.url)] : []),
    ...(breadcrumbs
      ? [breadcrumbsJsonLd([...breadcrumbs.trail, { name: breadcrumbs.current, path: match.pathname }], origin)]
      : []),
  ]
}
