/**
 * Where content comes from. With VITE_SANITY_PROJECT_ID set, the hosted Content Lake (through
 * Sanity's CDN, published documents only); without it, the embedded lake our own server answers
 * at /cms, so the site runs with no network and no account.
 */
export const SANITY_API_VERSION = '2025-02-19'
export const EMBEDDED_PROJECT_ID = 'embedded'
export const EMBEDDED_LAKE_PATH = '/cms'

export type SanityTarget = {
  projectId: string
  dataset: string
  /** Set for the embedded lake only: the origin + path that answers the query API. */
  apiHost?: string
}

type Env = { VITE_SANITY_PROJECT_ID?: string; VITE_SANITY_DATASET?: string }

export function sanityTarget(env: Env, origin: string): SanityTarget {
  const projectId = env.VITE_SANITY_PROJECT_ID?.trim()
  const dataset = env.VITE_SANITY_DATASET?.trim() || 'production'
  if (projectId) {
    if (!/^[a-z0-9-]+$/.test(projectId)) {
      throw new Error(`VITE_SANITY_PROJECT_ID must be lower-case letters, digits and dashes; got "${projectId}"`)
    }
    return { projectId, dataset }
  }
  return { projectId: EMBEDDED_PROJECT_ID, dataset, apiHost: `${origin}${EMBEDDED_LAKE_PATH}` }
}
