import { sanityClient } from '../../lib/sanity/client.ts'
import { EMBEDDED_LAKE_PATH } from '../../lib/sanity/config.ts'

type FileAsset = { url: string | null; path: string | null } | null | undefined

/**
 * Where the browser fetches a CMS file (the hero video): Sanity's CDN URL, or for the embedded
 * lake the same path under /cms (relative, so server and browser render the same markup).
 */
export function cmsFileUrl(asset: FileAsset): string | undefined {
  if (!asset) return undefined
  const embedded = sanityClient().config().useProjectHostname === false
  if (embedded && asset.path) return `${EMBEDDED_LAKE_PATH}/${asset.path}`
  return asset.url ?? undefined
}
