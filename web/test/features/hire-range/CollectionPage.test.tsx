/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { CollectionPage } from '../../../src/features/hire-range/CollectionPage.tsx'
import type { CategoryId } from '../../../src/catalogue/catalogueQueries.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { productCards } from '../../support/catalogueMsw.ts'

const server = installSeedContentLake()

const renderCollection = (categoryId: CategoryId) =>
  renderWithProviders(
    <Suspense fallback="loading">
      <CollectionPage categoryId={categoryId} />
    </Suspense>,
    { path: `/${categoryId}` },
  )

describe('Collection page', () => {
  it.each([
    ['accessories', 'Accessories', 3],
    ['styling-furniture', 'Styling Furniture', 7],
  ] as const)('%s: heading %s and its %i products', async (id, heading, count) => {
    await renderCollection(id)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(await screen.findAllByRole('article')).toHaveLength(count)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(count)
  })

  it('says so when the collection is empty', async () => {
    server.use(productCards.answer([]))
    await renderCollection('linen')
    expect(await screen.findByText('No products found in this collection')).toBeTruthy()
  })
})
