/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import type * as Lines from '../../../src/hire-list/HireListLines.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

// Counts the renders of the list's lines, which the page renders whenever it renders itself.
const lineRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../src/hire-list/HireListLines.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof Lines>()
  return {
    ...original,
    HireListLines: (props: Parameters<typeof original.HireListLines>[0]) => {
      lineRenders.count++
      return original.HireListLines(props)
    },
  }
})

installSeedContentLake()
afterEach(() => window.localStorage.clear())

const LIST = [
  { productId: 'catering-tableware-4', quantity: 2 },
  { productId: 'linen-1', quantity: 3 },
]

it('renders the fields and the summary, not the page and its lines, for each key of the postcode or the guests (decision 0023)', async () => {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, items: LIST, event: {} }))
  const { user } = await renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
  const postcode = await screen.findByLabelText('Venue postcode', {}, { timeout: 8000 })
  await screen.findAllByRole('button', { name: 'Increase quantity' })
  const before = lineRenders.count

  await user.type(postcode, '6000')
  await user.type(screen.getByLabelText('Guests', { exact: true }), '120')

  expect(postcode).toHaveProperty('value', '6000')
  expect(screen.getByLabelText('Guests', { exact: true })).toHaveProperty('value', '120')
  expect(lineRenders.count - before).toBe(0)
})
