/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { rulesAddedSince, styleRules } from '../../support/styleRules.ts'

installSeedContentLake()
afterEach(() => window.localStorage.clear())

// A dinner plate and a napkin (per guest) and a round cloth (per table): each gets a reason.
const LIST = [
  { productId: 'catering-tableware-4', quantity: 1 },
  { productId: 'linen-1', quantity: 1 },
  { productId: 'linen-5', variantKey: 'v1', quantity: 1 },
]

describe('Suggest quantities', () => {
  it('inserts no style rule in its tap: the lines’ reasons and Undo were styled, hidden, before it', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 2, items: LIST, event: { guests: '120', perTable: '10' } }),
    )
    const { user } = await renderWithProviders(
      <Suspense fallback="loading">
        <HireListPage />
      </Suspense>,
      { path: '/hire-list' },
    )
    const suggest = await screen.findByRole('button', { name: 'Suggest quantities' }, { timeout: 8000 })
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
    const before = styleRules()

    await user.click(suggest)

    expect(await screen.findAllByText('120 guests × 1 + 10% spare = 132')).toHaveLength(2)
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy()
    expect(rulesAddedSince(before)).toEqual([])
  })
})
