/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { HireListPage } from '../../src/features/hire-list-page/HireListPage.tsx'
import { STORAGE_KEY } from '../../src/hire-list/hireListStorage.ts'
import { renderWithProviders } from '../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../support/seedLake.ts'

const server = installSeedContentLake()
afterEach(() => window.localStorage.clear())

const DATE = '2027-10-16'
const answer = (body: Record<string, unknown>) =>
  http.get('*/api/availability', () => HttpResponse.json({ freshForMs: 30_000, ...body }))

async function renderList(quantity: number) {
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ version: 2, items: [{ productId: 'styling-furniture-2', quantity }], event: { date: DATE } }),
  )
  return renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list' },
  )
}

describe('the hire list against the event date', () => {
  it('says when a line asks for more than is free, and sets it to what is', async () => {
    server.use(answer({ date: DATE, known: true, counts: { 'styling-furniture-2': { free: 40, stock: 100 } } }))
    const { user } = await renderList(80)
    expect(await screen.findByText('Only 40 available on Saturday 16 October 2027')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Set to 40: Crossback Timber Chair' }))
    const row = screen.getByRole('listitem', { name: 'Crossback Timber Chair' })
    expect((within(row).getByRole('spinbutton') as HTMLInputElement).value).toBe('40')
    expect(screen.queryByText(/available on/)).toBeNull()
  })

  it('claims nothing when the bookings cannot be read', async () => {
    server.use(answer({ date: DATE, known: false }))
    await renderList(80)
    await screen.findByRole('listitem', { name: 'Crossback Timber Chair' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText(/available on/)).toBeNull()
  })
})
