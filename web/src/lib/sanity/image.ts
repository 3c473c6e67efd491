import { createImageUrlBuilder } from '@sanity/image-url'
import { sanityClient } from './client.ts'
import { EMBEDDED_LAKE_PATH } from './config.ts'

export type { SanityImageSource } from '@sanity/image-url'

/** Image URLs follow the client's target: Sanity's CDN, or the embedded lake's /cms/images. */
export function imageBuilder() {
  const config = sanityClient().config()
  return createImageUrlBuilder({
    projectId: config.projectId!,
    dataset: config.dataset!,
    // Relative for the embedded lake, so server and browser render the same URL whatever the host.
    ...(config.useProjectHostname === false ? { baseUrl: EMBEDDED_LAKE_PATH } : {}),
  })
}
