import { absoluteUrl } from '../siteOrigin.ts'
import type { JsonLd } from './jsonLdScript.ts'

export type Crumb = { name: string; path: string }

/** The trail search results show instead of a bare URL, e.g. Home › Portfolio › an event. */
export function breadcrumbsJsonLd(crumbs: Crumb[], origin: string): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, origin),
    })),
  }
}
