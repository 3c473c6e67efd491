/** @vitest-environment jsdom */
import { loadSeedDataset } from '@amaranth/schemas/seed'
import { screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { AllProducts } from '../../../src/features/hire-range/AllProducts.tsx'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

// Staff moved Decor to the top in the Studio: its sortOrder is now below Styling Accessories'.
const reordered = loadSeedDataset().map((doc) => (doc._id === 'category.decor' ? { ...doc, sortOrder: -1 } : doc))
installSeedContentLake(reordered)

describe('the "Category" sort', () => {
  it("follows the categories' sortOrder in the CMS", async () => {
    renderWithProviders(
      <Suspense fallback="loading categories">
        <AllProducts search={{}} onSearchChange={() => {}} />
      </Suspense>,
      { path: '/hire-range' },
    )
    expect(await screen.findByText('Showing 85 of 85 products')).toBeTruthy()
    const category = screen.getByLabelText('Category') as HTMLSelectElement
    expect([...category.options].map((option) => option.value).slice(0, 3)).toEqual(['', 'decor', 'accessories'])
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(45))
    const links = screen
      .getAllByRole('article')
      .map((card) => within(card).getAllByRole('link')[0]!.getAttribute('href'))
    expect(links.slice(0, 45).every((href) => href?.startsWith('/hire/decor-'))).toBe(true)
    expect(links[45]).toMatch(/^\/hire\/accessories-/)
  })
})
