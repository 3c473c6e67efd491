import { http } from 'msw'
import type { createContentLake } from '../../src/content-lake/createContentLake.ts'
import { EMBEDDED_LAKE_PATH } from '../../src/lib/sanity/config.ts'

export const TEST_ORIGIN = 'https://amaranth.test'

/**
 * msw handlers that answer every Content Lake request with the same lake the server mounts:
 * tests exercise the real query engine and image pipeline, not a hand-written fake.
 */
export function contentLakeHandlers(lake: ReturnType<typeof createContentLake>, origin = TEST_ORIGIN) {
  return [http.all(`${origin}${EMBEDDED_LAKE_PATH}/*`, ({ request }) => lake.fetch(request))]
}
