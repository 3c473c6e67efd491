import type { ClientConfig, SanityClient } from '@sanity/client'
import { loadSeedDataset, seedFilesByCdnName } from '@amaranth/schemas/seed'
import { createContentLake, inProcessPreviewEnv, inProcessServerEnv } from '../content-lake/createContentLake.ts'
import { createSanityClient } from '../lib/sanity/createSanityClient.ts'
import { EMBEDDED_LAKE_PATH, sanityTarget } from '../lib/sanity/config.ts'
import { clientAddressKey } from './limits/clientKey.ts'
import type { ServerEnv } from './env.ts'
import { PAGES_LOOKUP_QUERY, type PagesLookup } from './revalidate/affectedPages.ts'

export type ContentSource = {
  sanity: SanityClient
  /**
   * The client of preview renders: drafts perspective, stega-encoded strings, never cached; with a
   * Sanity project it carries SANITY_VIEWER_TOKEN, so it exists only when that is set.
   */
  preview?: SanityClient
  /** The published document `id` and those that reference it, read fresh (no CDN): POST /api/revalidate. */
  lookup: (id: string) => Promise<PagesLookup>
  /** The embedded lake to mount at /cms, when no Sanity project is configured. */
  lake?: ReturnType<typeof createContentLake>
}

type StegaFilter = NonNullable<Extract<NonNullable<ClientConfig['stega']>, object>['filter']>

/**
 * Which strings the preview client stega-encodes: what Sanity's default filter encodes (it skips ids,
 * URLs, routes, dates, slugs named `slug`, SEO fields), less the fields whose text the site only puts in
 * URLs or attributes, where stega breaks links or is read aloud: any slug-type value (`productId`
 * too), alt text, phone numbers (tel: links) and press logos' names (their alt text).
 */
export const stegaFilter: StegaFilter = (props) => {
  const field = props.sourcePath.at(-1)
  if (field === 'current' || field === 'alt' || field === 'phone') return false
  if (props.sourceDocument._type === 'pressLogo' && field === 'name') return false
  return props.filterDefault(props)
}

/**
 * With a Sanity project: the hosted API. Without: the seed dataset served by the embedded lake,
 * which the server's own client reaches in-process (no loopback HTTP during rendering).
 */
export function createContentSource(
  env: ServerEnv,
  origin: string,
  /** Whether an HTTP request to the embedded lake may read drafts: a valid preview cookie. */
  draftAccess: (request: Request) => boolean = () => false,
): ContentSource {
  const target = sanityTarget(env, origin)
  const previewConfig = {
    perspective: 'drafts',
    useCdn: false,
    stega: { enabled: true, studioUrl: env.SANITY_STUDIO_URL, filter: stegaFilter },
  } satisfies Partial<ClientConfig>
  if (!target.apiHost) {
    const token = env.SANITY_VIEWER_TOKEN
    // Just after a publish the CDN may still hold the old answer.
    const fresh = createSanityClient(target, { config: { useCdn: false } })
    return {
      sanity: createSanityClient(target),
      preview: token ? createSanityClient(target, { config: { ...previewConfig, token } }) : undefined,
      lookup: (id) => fresh.fetch<PagesLookup>(PAGES_LOOKUP_QUERY, { id }),
    }
  }

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
    clientKey: clientAddressKey(env.TRUST_PROXY),
    imageLimits: { transformMsPerClientPerMinute: env.CMS_TRANSFORM_MS_PER_MINUTE },
    draftAccess,
    serverQueries: [PAGES_LOOKUP_QUERY],
  })
  const sanity = createSanityClient(target, {
    fetch: (input, init) => Promise.resolve(lake.fetch(new Request(input, init))),
  })
  // In process, marked as the server's own preview render: the one caller the lake gives drafts unasked.
  const preview = createSanityClient(target, {
    fetch: (input, init) => Promise.resolve(lake.fetch(new Request(input, init), inProcessPreviewEnv)),
    config: previewConfig,
  })
  const server = createSanityClient(target, {
    fetch: (input, init) => Promise.resolve(lake.fetch(new Request(input, init), inProcessServerEnv)),
  })
  return { sanity, preview, lake, lookup: (id) => server.fetch<PagesLookup>(PAGES_LOOKUP_QUERY, { id }) }
}
