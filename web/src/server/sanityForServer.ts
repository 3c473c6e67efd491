import type { SanityClient } from '@sanity/client'
import { loadSeedDataset, seedFilesByCdnName } from '@amaranth/schemas/seed'
import { createContentLake } from '../content-lake/createContentLake.ts'
import { createSanityClient } from '../lib/sanity/createSanityClient.ts'
import { EMBEDDED_LAKE_PATH, sanityTarget } from '../lib/sanity/config.ts'
import { clientAddress } from './api/rateLimit.ts'
import type { ServerEnv } from './env.ts'

export type ContentSource = {
  sanity: SanityClient
  /** The embedded lake to mount at /cms, when no Sanity project is configured. */
  lake?: ReturnType<typeof createContentLake>
}

/**
 * With a Sanity project: the hosted API. Without: the seed dataset served by the embedded lake,
 * which the server's own client reaches in-process (no loopback HTTP during rendering).
 */
export function createContentSource(env: ServerEnv, origin: string): ContentSource {
  const target = sanityTarget(env, origin)
  if (!target.apiHost) return { sanity: createSanityClient(target) }

  const lake = createContentLake({
    documents: loadSeedDataset({
      projectId: target.projectId,
      dataset: target.dataset,
      file: env.CONTENT_DATASET_FILE,
    }),
    files: seedFilesByCdnName(),
    queryMaxAge: 30,
    basePath: EMBEDDED_LAKE_PATH,
    // Staff and developers try GROQ in `pnpm dev`; a deployed lake answers only the site's queries.
    queries: env.NODE_ENV === 'development' ? 'any' : 'shipped',
    clientKey: clientAddress(env.TRUST_PROXY),
    imageLimits: { transformMsPerClientPerMinute: env.CMS_TRANSFORM_MS_PER_MINUTE },
  })
  const sanity = createSanityClient(target, {
    fetch: (input, init) => Promise.resolve(lake.fetch(new Request(input, init))),
  })
  return { sanity, lake }
}
