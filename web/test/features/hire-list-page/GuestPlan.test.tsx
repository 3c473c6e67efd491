/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import { parseStoredHireList, STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

installSeedContentLake()
afterEach(() => window.localStorage.clear())

// A dinner plate (per guest, 10% spare), a napkin (per guest, 10%), a round cloth (per table, no
// spare) and a welcome sign's easel (one per event); Pampas arrangement has a rule too.
const LIST = [
  { productId: 'catering-tableware-4', quantity: 1 },
  { productId: 'linen-1', quantity: 1 },
  { productId: 'linen-5', variantKey: 'v1', quantity: 1 },
  { productId: 'decor-37', quantity: 3 },
]

const renderPage = (event?: object) => {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(event ? { version: 2, items: LIST, event } : LIST))
  return renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
}

const quantities = () =>
  parseStoredHireList(window.localStorage.getItem(STORAGE_KEY)).items.map((item) => item.quantity)

describe('Plan by guests', () => {
  it('suggests a quantity for each line with a rule, says why on the line, and Undo puts them back', async () => {
    const { user } = await renderPage()
    await user.type(await screen.findByLabelText('Guests'), '120')
    expect(screen.getByLabelText('Guests per table')).toHaveProperty('value', '10')
    expect(await screen.findByText('12 tables of 10')).toBeTruthy()
    expect(quantities()).toEqual([1, 1, 1, 3]) // nothing changes until asked
    await user.click(await screen.findByRole('button', { name: 'Suggest quantities' }))
    await waitFor(() => expect(quantities()).toEqual([132, 132, 12, 1]))
    const plate = screen.getByRole('listitem', { name: 'Classic White Dinner Plate' })
    expect(within(plate).getByText('120 guests × 1 + 10% spare = 132')).toBeTruthy()
    expect(screen.getByText('12 tables × 1 = 12')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(quantities()).toEqual([1, 1, 1, 3]))
    expect(screen.queryByText('120 guests × 1 + 10% spare = 132')).toBeNull()
  })

  it('puts back the quantities held before the first suggestion when suggested again, or pressed twice at once', async () => {
    const { user } = await renderPage()
    const guests = await screen.findByLabelText('Guests')
    await user.type(guests, '120')
    await user.dblClick(await screen.findByRole('button', { name: 'Suggest quantities' }))
    await waitFor(() => expect(quantities()).toEqual([132, 132, 12, 1]))
    await user.clear(guests)
    await user.type(guests, '150')
    await user.click(await screen.findByRole('button', { name: 'Suggest quantities' }))
    await waitFor(() => expect(quantities()).toEqual([165, 165, 15, 1]))
    expect(screen.getAllByText('150 guests × 1 + 10% spare = 165')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(quantities()).toEqual([1, 1, 1, 3]))
  })

  it('caps a suggestion at the most a line holds, 999, and says so on the line and in the plan', async () => {
    const { user } = await renderPage()
    await user.type(await screen.findByLabelText('Guests'), '5000')
    expect(await screen.findByText('500 tables of 10')).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'Suggest quantities' }))
    await waitFor(() => expect(quantities()).toEqual([999, 999, 500, 1]))
    const plate = screen.getByRole('listitem', { name: 'Classic White Dinner Plate' })
    expect(
      within(plate).getByText('5,000 guests × 1 + 10% spare = 5,500, capped at 999: the most a line can hold'),
    ).toBeTruthy()
    expect(
      screen.getByText(
        'Suggested quantities for 4 lines. 2 are capped at 999, the most a line can hold: tell us the full numbers in your inquiry.',
      ),
    ).toBeTruthy()
  })

  it('is not offered until both numbers are valid, and says what is wrong', async () => {
    const { user } = await renderPage()
    const guests = await screen.findByLabelText('Guests')
    await user.type(guests, '5001')
    expect(screen.getByText('Guests must be a whole number from 1 to 5,000')).toBeTruthy()
    expect(guests.getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Suggest quantities' })).toBeNull()
    await user.clear(guests)
    await user.type(guests, '80')
    const perTable = screen.getByLabelText('Guests per table')
    await user.clear(perTable)
    await user.type(perTable, '51')
    expect(screen.getByText('Guests per table must be a whole number from 1 to 50')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Suggest quantities' })).toBeNull()
    await user.clear(perTable)
    await user.type(perTable, '8')
    expect(await screen.findByRole('button', { name: 'Suggest quantities' })).toBeTruthy()
    expect(screen.getByText('10 tables of 8')).toBeTruthy()
  })

  it('notes a cloth that does not fit the tables chosen, and keeps the plan with the list', async () => {
    const { user } = await renderPage({ guests: '60', perTable: '8' })
    expect(await screen.findByDisplayValue('60')).toBeTruthy()
    expect(screen.queryByText(/Cut for round tables/)).toBeNull()
    await user.selectOptions(screen.getByLabelText('Tables'), 'long-2.4')
    const cloth = screen.getByRole('listitem', { name: /White Linen Tablecloth/ })
    expect(within(cloth).getByText(/Cut for round tables of 1.5 or 1.8 m, not your long, 2.4 m tables/)).toBeTruthy()
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!).event).toEqual({
      guests: '60',
      perTable: '8',
      tables: 'long-2.4',
    })
  })
})
