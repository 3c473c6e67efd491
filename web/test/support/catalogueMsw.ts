import { productCardsQuery } from '@amaranth/schemas/queries/hire'
import { http, HttpResponse } from 'msw'
import { TEST_ORIGIN } from './contentLakeMsw.ts'
import { EMBEDDED_LAKE_PATH } from '../../src/lib/sanity/config.ts'

// The very query the app sends, so a change to its text cannot make the override miss it silently.
const isProductCards = (request: Request) => new URL(request.url).searchParams.get('query') === productCardsQuery

/**
 * Overrides for the catalogue request only (everything else still reaches the seed lake):
 * answer it with these products, fail it, or hold it until released.
 */
export const productCards = {
  answer: (result: unknown[]) =>
    http.get(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/*`, ({ request }) =>
      isProductCards(request) ? HttpResponse.json({ query: '', result, ms: 1 }) : undefined,
    ),
  failOnce: () => {
    // msw's own `once` would be spent by the first request of any kind.
    let failed = false
    return http.get(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/*`, ({ request }) => {
      if (failed || !isProductCards(request)) return undefined
      failed = true
      return HttpResponse.json({ error: { description: 'Lake unavailable', type: 'httpError' } }, { status: 400 })
    })
  },
  hold: () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const handler = http.get(`${TEST_ORIGIN}${EMBEDDED_LAKE_PATH}/*`, async ({ request }) => {
      if (isProductCards(request)) await released
      return undefined
    })
    return { handler, release }
  },
}
