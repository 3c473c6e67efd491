/** @vitest-environment jsdom */
/**
 * /reserve: the list's deposit and total, and the form a reservation needs, checked in the browser
 * with the contract; until the server's POST /api/reserve exists, its 404 is said plainly.
 */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dayNumber, isoDay } from '../../../src/availability/calendarDay.ts'
import { ReservePage } from '../../../src/features/reserve/ReservePage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { businessToday } from '../../../src/lib/time/businessDay.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

const server = installSeedContentLake()
// jsdom lays nothing out: the form scrolls the first invalid field into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})
afterEach(() => window.localStorage.clear())

const FAR = isoDay(dayNumber(businessToday())! + 60)
const sent: unknown[] = []

function renderReserve({ reserving = true } = {}) {
  server.use(
    http.get('*/api/availability', () =>
      HttpResponse.json({
        freshForMs: 30_000,
        known: true,
        counts: { 'styling-furniture-2': { free: 100, stock: 100 } },
      }),
    ),
    http.post('*/api/reserve', async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({ message: 'Not found' }, { status: 404 })
    }),
  )
  window.localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({
      version: 2,
      items: [{ productId: 'styling-furniture-2', quantity: 40 }],
      event: { date: FAR, postcode: '4000', venue: 'Old Museum' },
    }),
  )
  return renderWithProviders(
    <Suspense fallback="loading">
      <ReservePage />
    </Suspense>,
    { path: '/reserve', context: { reserving } },
  )
}

describe('the Reserve now page', () => {
  it('shows the deposit held and the total, and the form prefilled from the hire list', async () => {
    await renderReserve()
    const deposit = await screen.findByText('Deposit held now')
    expect(deposit.nextElementSibling?.textContent).toMatch(/^\$[\d,.]+$/)
    expect(screen.getByText('Total').nextElementSibling?.textContent).toMatch(/^\$[\d,.]+$/)
    expect(((await screen.findByLabelText('Venue/Location')) as HTMLInputElement).value).toBe('Old Museum')
    expect((screen.getByLabelText('Date of Event') as HTMLInputElement).value).toBe(FAR)
    expect((screen.getByRole('radio', { name: /Delivery, setup and collection/ }) as HTMLInputElement).checked).toBe(
      true,
    )
  })

  it('checks the fields with the contract before sending', async () => {
    const { user } = await renderReserve()
    await user.click(await screen.findByRole('button', { name: 'Reserve and hold the deposit' }))
    const summary = (await screen.findByText(/^Please correct \d+ fields:$/)).parentElement!
    expect(within(summary).getByText(/First Name is required/)).toBeTruthy()
    expect(within(summary).getByText(/Your full name is required/)).toBeTruthy()
    expect(within(summary).getByText(/Please accept the hire terms/)).toBeTruthy()
    expect(sent).toHaveLength(0)
  })

  it('offers the inquiry, and no form, while the server takes no reservations', async () => {
    await renderReserve({ reserving: false })
    expect(await screen.findByText(/Reserving online is not open just now/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Send an inquiry' }).getAttribute('href')).toBe('/equipment-hire-inquiry')
    expect(screen.queryByRole('button', { name: 'Reserve and hold the deposit' })).toBeNull()
  })

  it('says plainly that reserving is not open yet when the server answers 404', async () => {
    const { user } = await renderReserve()
    await user.type(await screen.findByLabelText('First Name'), 'Alex')
    await user.type(screen.getByLabelText('Last Name'), 'Nguyen')
    await user.type(screen.getByLabelText('Email'), 'alex@example.com')
    await user.type(screen.getByLabelText('Your full name'), 'Alex Nguyen')
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the/ }))
    await user.click(screen.getByRole('button', { name: 'Reserve and hold the deposit' }))
    expect(
      await screen.findByText(/Reserving online is not open yet, so nothing has been held or charged\./),
    ).toBeTruthy()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      fullName: 'Alex Nguyen',
      fulfilment: 'delivery',
      postcode: '4000',
      acceptTerms: true,
      items: [{ productId: 'styling-furniture-2', quantity: 40 }],
    })
    expect(JSON.stringify(sent[0])).not.toMatch(/cents|price/i)
  })
})
