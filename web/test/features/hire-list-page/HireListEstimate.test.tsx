/** @vitest-environment jsdom */
import { screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()
afterEach(() => window.localStorage.clear())

// Thirty clear cylinder vases at $8.00: $240.00 of items.
const save = (event: Record<string, unknown>) =>
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ version: 2, items: [{ productId: 'decor-21', variantKey: 'v2', quantity: 30 }], event }),
  )
const renderPage = () =>
  renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
const totalCost = () => screen.getByText('Total Cost').nextElementSibling?.textContent
const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}').event

describe('The hire list estimate', () => {
  it('prices a Perth postcode, remembers the zone, and the waiver is kept with the list', async () => {
    save({ postcode: '6000' })
    const { user } = await renderPage()
    expect(await screen.findByText('Delivery, setup and collection (Perth metro)')).toBeTruthy()
    await waitFor(() => expect(totalCost()).toBe('$420.00'))
    await waitFor(() => expect(stored()).toEqual({ postcode: '6000', zoneSeen: 'Perth metro' }))
    await user.click(screen.getByRole('checkbox', { name: /Add damage waiver/ }))
    await waitFor(() => expect(totalCost()).toBe('$444.00'))
    expect(stored()).toMatchObject({ damageWaiver: true })
    expect(screen.getByText(/A 30% deposit \(\$133\.20\)/)).toBeTruthy()
  })

  it('a zone that no longer lists the postcode falls back to a quote, and says so', async () => {
    // As if staff removed the zone after the visitor's postcode was priced in it.
    save({ postcode: '2000', zoneSeen: 'Sydney metro' })
    await renderPage()
    expect(
      await screen.findByText(
        'Our Sydney metro delivery rate no longer covers postcode 2000: delivery, setup and collection will be quoted for your venue.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(totalCost()).toBe('$240.00'))
  })

  it('a new postcode is priced afresh, with no notice of the old zone', async () => {
    save({ postcode: '6000', zoneSeen: 'Perth metro' })
    const { user } = await renderPage()
    const field = await screen.findByLabelText('Venue postcode')
    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false))
    await user.clear(field)
    await user.type(field, '2000')
    expect(await screen.findByText(/Postcode 2000 is outside our delivery zones/)).toBeTruthy()
    expect(screen.queryByText(/no longer covers/)).toBeNull()
  })
})
