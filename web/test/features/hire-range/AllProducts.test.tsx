/** @vitest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AllProducts } from '../../../src/features/hire-range/AllProducts.tsx'
import type { CatalogueSearch } from '../../../src/features/hire-range/catalogueSearch.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { productCards } from '../../support/catalogueMsw.ts'

const server = installSeedContentLake()

function renderGrid(search: CatalogueSearch = {}) {
  const onSearchChange = vi.fn()
  const result = renderWithProviders(
    <Suspense fallback="loading categories">
      <AllProducts search={search} onSearchChange={onSearchChange} />
    </Suspense>,
    { path: '/hire-range' },
  )
  return { onSearchChange, result }
}

describe('All Products', () => {
  it('shows the loading text, then all 85 products', async () => {
    const { handler, release } = productCards.hold()
    server.use(handler)
    renderGrid()
    expect(await screen.findByText('Loading products…')).toBeTruthy()
    release()
    expect(await screen.findByText('Showing 85 of 85 products')).toBeTruthy()
    // The grid may fill in steps after its first screens (docs/decisions/0022).
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(85))
  })

  it('names the category when filtered, and offers every sort', async () => {
    renderGrid({ category: 'decor', sort: 'price-desc' })
    expect(await screen.findByText('Showing 45 of 85 products in Decor')).toBeTruthy()
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement
    expect([...sort.options].map((option) => option.text)).toEqual([
      'Category',
      'Name (A-Z)',
      'Price low to high',
      'Price high to low',
    ])
    expect(sort.value).toBe('price-desc')
  })

  it('says so in red when the catalogue fails, and a retry refetches', async () => {
    server.use(productCards.failOnce())
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { result } = renderGrid()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Failed to load products. Please try again later.')
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    await (await result).user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Showing 85 of 85 products')).toBeTruthy()
  })

  it('shows the empty text when nothing matches', async () => {
    renderGrid({ category: 'linen', q: 'candelabra' })
    expect(await screen.findByText('No products found in this category')).toBeTruthy()
    expect(screen.getByText('Showing 0 of 85 products in Linen')).toBeTruthy()
  })

  it('writes a category choice to the URL through onSearchChange', async () => {
    const { onSearchChange, result } = renderGrid()
    await screen.findByText('Showing 85 of 85 products')
    await (await result).user.selectOptions(screen.getByLabelText('Category'), 'linen')
    expect(onSearchChange).toHaveBeenCalledWith({ category: 'linen' })
  })

  it('shows a new sort at once and navigates only after that frame has painted', async () => {
    const { onSearchChange } = renderGrid()
    await screen.findByText('Showing 85 of 85 products')
    const sort = screen.getByLabelText('Sort by') as HTMLSelectElement
    fireEvent.change(sort, { target: { value: 'name' } })
    expect(sort.value).toBe('name')
    expect(onSearchChange).not.toHaveBeenCalled()
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ sort: 'name' }))
  })

  it('adds from a card with a quantity, and says so in a live region', async () => {
    const { result } = renderGrid({ category: 'accessories' })
    const { user, hireListStore } = await result
    const card = (await screen.findAllByRole('article'))[0]!
    const decrease = within(card).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement
    expect(decrease.disabled).toBe(true)
    await user.click(within(card).getByRole('button', { name: 'Increase quantity' }))
    expect(decrease.disabled).toBe(false)
    await user.click(within(card).getByRole('button', { name: 'Add to List' }))
    expect(within(card).getByRole('status').textContent).toBe('Added 2 to your list')
    expect(hireListStore.items()).toEqual([{ productId: expect.stringMatching(/^accessories-/), quantity: 2 }])
  })
})
