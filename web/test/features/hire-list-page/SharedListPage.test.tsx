/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SharedListPage } from '../../../src/features/hire-list-page/SharedListPage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { encodeSharedList } from '../../../src/hire-list/shareLink.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()
afterEach(() => window.localStorage.clear())

const SHARED = [
  { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
  { productId: 'decor-999', quantity: 2 },
  { productId: 'catering-tableware-12', quantity: 3 },
]

const renderShared = (items: string | undefined) =>
  renderWithProviders(
    <Suspense fallback="loading">
      <SharedListPage items={items} />
    </Suspense>,
    { path: '/hire-list/shared' },
  )

describe('Shared list page', () => {
  it('shows the shared items priced from the catalogue and names the ones no longer in the range', async () => {
    await renderShared(encodeSharedList(SHARED))
    const rows = within(await screen.findByRole('list', { name: 'Shared list items' })).getAllByRole('listitem')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Clear Cylinder Vase, 45 cm',
      'Amber Glass Tumbler',
    ])
    expect(within(rows[0]!).getByText('$96.00')).toBeTruthy()
    expect(screen.getByText('One piece in this list is no longer in our range:')).toBeTruthy()
    expect(screen.getByText('decor-999')).toBeTruthy()
    expect(screen.getByText('Total Cost').nextElementSibling?.textContent).toBe('$101.40')
  })

  it('"Use this list" replaces the visitor\'s list; "Add to my list" merges into it', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([{ productId: 'linen-1', quantity: 5 }]))
    const first = await renderShared(encodeSharedList(SHARED))
    await screen.findByRole('list', { name: 'Shared list items' })
    expect(screen.getByText(/replaces the line in your own list/)).toBeTruthy()
    await first.user.click(screen.getByRole('button', { name: 'Add to my list' }))
    expect(first.hireListStore.items()).toEqual([
      { productId: 'linen-1', quantity: 5 },
      { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
      { productId: 'catering-tableware-12', quantity: 3 },
    ])
    first.unmount()

    const second = await renderShared(encodeSharedList(SHARED))
    await screen.findByRole('list', { name: 'Shared list items' })
    await second.user.click(screen.getByRole('button', { name: 'Use this list' }))
    expect(second.hireListStore.items()).toEqual([
      { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
      { productId: 'catering-tableware-12', quantity: 3 },
    ])
  })

  it.each([
    ['no list', undefined, /holds no hire list/],
    ['a cut-short link', encodeSharedList(SHARED).slice(0, 20), /could not be read/],
    ['an edited link', encodeSharedList(SHARED).replace('*12', '*13'), /changed or cut short/],
  ])('%s: a clear message and ways on, not an error', async (_, items, message) => {
    await renderShared(items)
    expect(await screen.findByRole('heading', { level: 1, name: "This shared list can't be opened" })).toBeTruthy()
    expect(screen.getByText(message)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View Hire Range' }).getAttribute('href')).toBe('/hire-range')
  })
})
