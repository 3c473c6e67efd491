/** @vitest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AddToBooking } from '../../../src/features/hire-range/AddToBooking.tsx'
import { AllProducts } from '../../../src/features/hire-range/AllProducts.tsx'
import { readChangeDraft, saveChangeDraft } from '../../../src/booking/changeDraft.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

const server = installSeedContentLake()
const TOKEN = 'cmVjUXVvdGUx.c2lnbmVk'
const DATE = '2027-03-20'

afterEach(() => sessionStorage.clear())

/** The couple pressed "Add from the hire range" on their change: 80 chairs booked, set to 90. */
const startAdding = () =>
  saveChangeDraft({
    token: TOKEN,
    eventDate: DATE,
    lines: [{ productId: 'styling-furniture-2', quantity: 90 }],
    adding: true,
  })

async function renderRange(date: string) {
  server.use(http.get('*/api/availability', () => HttpResponse.json({ known: false })))
  const rendered = await renderWithProviders(
    <Suspense fallback="loading">
      <AddToBooking date={date}>
        <AllProducts search={{ date, category: 'styling-furniture' }} onSearchChange={vi.fn()} />
      </AddToBooking>
    </Suspense>,
    { path: `/hire-range?date=${date}` },
  )
  await screen.findAllByRole('article', {}, { timeout: 8000 })
  return rendered
}

const card = (name: string) => screen.getByRole('article', { name })

describe('the hire range adding to a booking', () => {
  it("adds the grid's pieces to the booking's change, not the hire list, and leads back to the booking", async () => {
    startAdding()
    const { user, hireListStore } = await renderRange(DATE)
    const bar = await screen.findByRole('complementary', { name: 'Adding to your booking on Saturday 20 March 2027' })
    expect(within(bar).getByRole('link', { name: 'Back to your booking' }).getAttribute('href')).toBe(
      `/quote/${encodeURIComponent(TOKEN)}`,
    )
    const chairs = card('Crossback Timber Chair')
    await user.click(within(chairs).getByRole('button', { name: 'Increase quantity' }))
    await user.click(within(chairs).getByRole('button', { name: 'Add to booking' }))
    expect(within(chairs).getByRole('status').textContent).toBe('Added 2 to your booking')
    await user.click(within(card('Clear Ghost Chair')).getByRole('button', { name: 'Add to booking' }))
    expect(readChangeDraft(TOKEN)?.lines).toEqual([
      { productId: 'styling-furniture-2', quantity: 92 },
      { productId: 'styling-furniture-3', quantity: 1 },
    ])
    expect(hireListStore.items()).toEqual([])
  })

  it('is the hire range as ever on another date, or once the couple browse without adding', async () => {
    startAdding()
    const other = await renderRange('2027-04-03')
    expect(within(card('Crossback Timber Chair')).getByRole('button', { name: 'Add to List' })).toBeTruthy()
    expect(screen.queryByRole('complementary')).toBeNull()
    other.unmount()

    const { user } = await renderRange(DATE)
    await user.click(await screen.findByRole('button', { name: 'Stop adding' }))
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull())
    await user.click(within(card('Crossback Timber Chair')).getByRole('button', { name: 'Add to List' }))
    expect(readChangeDraft(TOKEN)).toMatchObject({
      adding: false,
      lines: [{ productId: 'styling-furniture-2', quantity: 90 }],
    })
  })
})
