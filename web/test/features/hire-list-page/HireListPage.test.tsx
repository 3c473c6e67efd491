/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { productCards } from '../../support/catalogueMsw.ts'

const server = installSeedContentLake()
afterEach(() => window.localStorage.clear())

const save = (items: unknown) => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items))
const renderPage = () =>
  renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
const totalCost = () => screen.getByText('Total Cost').nextElementSibling?.textContent
const totalItems = () => screen.getByText('Total items').nextElementSibling?.textContent

describe('Hire list page', () => {
  it('shows the empty text and no way to the inquiry when the list is empty', async () => {
    await renderPage()
    expect(await screen.findByText('No items added to list')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Proceed to Inquiry' })).toBeNull()
    expect(screen.getByRole('link', { name: 'View Hire Range' }).getAttribute('href')).toBe('/hire-range')
  })

  it('prices rows from the catalogue, updates and removes them, and keeps the total', async () => {
    // Napkin ring $1.50 each; bentwood chair $9.00; the timber trestle table's large variant.
    save([
      { productId: 'accessories-1', quantity: 10 },
      { productId: 'styling-furniture-1', quantity: 2 },
    ])
    const { user } = await renderPage()
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('$15.00')).toBeTruthy()
    expect(totalCost()).toBe('$33.00')
    expect(totalItems()).toBe('12')
    expect(
      screen.getByText('This is an estimate. Final pricing will be confirmed in your personalized quote.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Proceed to Inquiry' }).getAttribute('href')).toBe(
      '/equipment-hire-inquiry',
    )

    await user.click(within(rows[1]!).getByRole('button', { name: 'Increase quantity' }))
    expect(totalCost()).toBe('$42.00')
    await user.click(within(rows[0]!).getByRole('button', { name: /^Remove/ }))
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(totalCost()).toBe('$27.00')
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual([
      { productId: 'styling-furniture-1', quantity: 3 },
    ])
  })

  it('drops a product that left the catalogue, with a notice', async () => {
    save([
      { productId: 'decor-1', quantity: 1 },
      { productId: 'decor-999', quantity: 2 },
    ])
    await renderPage()
    expect(await screen.findByText('One item is no longer available and was removed from your list.')).toBeTruthy()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual([{ productId: 'decor-1', quantity: 1 }])
  })

  it('keeps the saved list when the catalogue fails, and a retry shows it', async () => {
    save([{ productId: 'decor-1', quantity: 2 }])
    server.use(productCards.failOnce())
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user } = await renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Failed to load products. Please try again later.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findAllByRole('listitem')).toHaveLength(1)
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual([{ productId: 'decor-1', quantity: 2 }])
  })
})
