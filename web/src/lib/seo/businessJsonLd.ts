import type { HeadMatch } from '../content/headMatch.ts'
import { siteSettingsQueryOptions } from '../content/siteQueries.ts'
import type { JsonLd } from './jsonLd/jsonLdScript.ts'
import { localBusinessJsonLd } from './jsonLd/localBusiness.ts'
import { shareImage } from './shareImage.ts'

/** The LocalBusiness of Home and Contact, from the site settings the root route loaded. */
export function businessJsonLd(match: HeadMatch, origin: string): JsonLd[] {
  const site = match.context.queryClient.getQueryData(siteSettingsQueryOptions().queryKey)
  if (!site) return []
  return [localBusinessJsonLd(site, origin, shareImage(site.shareImage, origin)?.url)]
}
