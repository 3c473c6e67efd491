/** @vitest-environment jsdom */
import { loadSeedDataset, seedFilesByCdnName } from '@amaranth/schemas/seed'
import { screen, within } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { Suspense } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentLake } from '../../../src/content-lake/createContentLake.ts'
import { StorePage } from '../../../src/features/store/StorePage.tsx'
import { setSanityClient } from '../../../src/lib/sanity/client.ts'
import { EMBEDDED_LAKE_PATH } from '../../../src/lib/sanity/config.ts'
import { contentLakeHandlers } from '../../support/contentLakeMsw.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { testSanityClient } from '../../support/testSanityClient.ts'

// The seed business, registered for GST, with its ABN not yet entered: no tax invoice can be issued.
const documents = loadSeedDataset().map((doc) => {
  if (doc._type !== 'siteSettings') return doc
  const { abn: _abn, ...rest } = doc
  return { ...rest, gstRegistered: true }
})
const lake = createContentLake({ documents, files: seedFilesByCdnName(), basePath: EMBEDDED_LAKE_PATH })
const server = setupServer(...contentLakeHandlers(lake))
beforeAll(() => {
  setSanityClient(testSanityClient())
  server.listen({ onUnhandledFrame: 'error' })
})
afterAll(() => server.close())

describe('StoreProductCard and GST', () => {
  it('says "incl. GST" only when the receipt would be a tax invoice (registered and an ABN)', async () => {
    await renderWithProviders(
      <Suspense fallback="loading">
        <StorePage />
      </Suspense>,
      { path: '/store' },
    )
    await screen.findByRole('heading', { level: 1, name: 'Digital Resources for Event Planners' })
    const prices = screen
      .getAllByRole('article')
      .map(
        (card) =>
          within(card).getByText((_, element) => element?.tagName === 'P' && /^\$\d/.test(element.textContent ?? ''))
            .textContent,
      )
    expect(prices).toEqual(['$29.00', '$49.00', '$99.00'])
  })
})
