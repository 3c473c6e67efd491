import { createSanityClient } from '../../src/lib/sanity/createSanityClient.ts'
import { sanityTarget } from '../../src/lib/sanity/config.ts'
import { TEST_ORIGIN } from './contentLakeMsw.ts'

/**
 * The production client pointed at the embedded lake's URL. Its Node build sends with undici,
 * which msw does not see, so requests go through the global fetch msw patches.
 */
export function testSanityClient() {
  return createSanityClient(sanityTarget({}, TEST_ORIGIN), {
    fetch: (input, init) => globalThis.fetch(input, init),
  })
}
