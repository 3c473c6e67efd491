import { loadSeedDataset, seedFilesByCdnName } from '@amaranth/schemas/seed'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { createContentLake } from '../../src/content-lake/createContentLake.ts'
import { setSanityClient } from '../../src/lib/sanity/client.ts'
import { EMBEDDED_LAKE_PATH } from '../../src/lib/sanity/config.ts'
import { contentLakeHandlers } from './contentLakeMsw.ts'
import { testSanityClient } from './testSanityClient.ts'

/**
 * For component tests: msw answers the CMS with the embedded lake over the seed dataset, and the
 * app's Sanity client points at it. Call once at the top of a test file. Returns the msw server so
 * a test can add handlers (for example a failing CMS) with `server.use(...)`. `documents` replaces the
 * seed's, for a test of content staff changed (the seed with an edit).
 */
export function installSeedContentLake(documents = loadSeedDataset()) {
  const lake = createContentLake({
    documents,
    files: seedFilesByCdnName(),
    basePath: EMBEDDED_LAKE_PATH,
  })
  const server = setupServer(...contentLakeHandlers(lake))
  beforeAll(() => {
    setSanityClient(testSanityClient())
    server.listen({ onUnhandledFrame: 'error' })
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
