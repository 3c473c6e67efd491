/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import type * as Fields from '../../../src/hire-list/EventNoteFields.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

// Counts the renders of the event's fields (date, venue, postcode), which the page renders whenever it renders itself.
const fieldRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../src/hire-list/EventNoteFields.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof Fields>()
  return {
    ...original,
    EventNoteFields: () => {
      fieldRenders.count++
      return original.EventNoteFields()
    },
  }
})

installSeedContentLake()
afterEach(() => window.localStorage.clear())

it("renders the lines and the totals, not the page and its event fields, when a line's quantity changes (decision 0023)", async () => {
  const list = [
    { productId: 'catering-tableware-4', quantity: 2 },
    { productId: 'linen-1', quantity: 3 },
  ]
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, items: list, event: {} }))
  const { user } = await renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
  await screen.findByLabelText('Venue postcode', {}, { timeout: 8000 })
  const [increase] = await screen.findAllByRole('button', { name: 'Increase quantity' })
  const before = fieldRenders.count

  await user.click(increase!)
  await user.click(increase!)

  expect(screen.getAllByRole('spinbutton', { name: /^Quantity/ })[0]).toHaveProperty('value', '4')
  expect(screen.getByRole('link', { name: 'Proceed to Inquiry' })).toBeTruthy()
  expect(fieldRenders.count - before).toBe(0)
})
