/** @vitest-environment jsdom */
/**
 * "Reserve now" on the hire list (docs/product/hire-list.md#reserve-now), with the seed's rules (on, 10
 * days' notice for delivery, 5 for pickup, a $5,000 cap): a list that passes shows the action with the
 * deposit it holds and the total; one a rule sends to our team says which, with the inquiry one tap away.
 */
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Suspense } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { dayNumber, isoDay } from '../../../src/availability/calendarDay.ts'
import { HireListPage } from '../../../src/features/hire-list-page/HireListPage.tsx'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { businessToday } from '../../../src/lib/time/businessDay.ts'
import { renderWithProviders } from '../../support/renderWithProviders.tsx'
import { installSeedContentLake } from '../../support/seedLake.ts'

const server = installSeedContentLake()
afterEach(() => window.localStorage.clear())

const daysAhead = (days: number) => isoDay(dayNumber(businessToday())! + days)
const FAR = daysAhead(60)

/** Everything asked is free on the date (the seed's crossback chairs: 100 owned). */
const allFree = () =>
  server.use(
    http.get('*/api/availability', () =>
      HttpResponse.json({
        freshForMs: 30_000,
        known: true,
        counts: { 'styling-furniture-2': { free: 100, stock: 100 }, 'decor-28': { free: 2, stock: 2 } },
      }),
    ),
  )

function renderList(
  items: Array<{ productId: string; quantity: number }>,
  event: Record<string, unknown>,
  { reserving = true } = {},
) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 2, items, event }))
  return renderWithProviders(
    <Suspense fallback="loading">
      <HireListPage />
    </Suspense>,
    { path: '/hire-list', context: { reserving } },
  )
}

const chairs = { productId: 'styling-furniture-2', quantity: 40 }
const totalCost = () => screen.getByText('Total Cost').nextElementSibling?.textContent

describe('Reserve now on the hire list', () => {
  it('offers a qualifying list, with the deposit it holds and the total, beside the inquiry', async () => {
    allFree()
    await renderList([chairs], { date: FAR, postcode: '4000' })
    const reserve = await screen.findByRole('link', { name: 'Reserve now' })
    expect(reserve.getAttribute('href')).toBe('/reserve')
    const total = totalCost()!
    const deposit = /A 30% deposit \((\$[\d,.]+)\)/.exec(document.body.textContent ?? '')![1]!
    expect(
      screen.getByText(`Holds a ${deposit} deposit on your card, charged only once our team accepts. Total ${total}.`),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Proceed to Inquiry' })).toBeTruthy()
  })

  it('offers nothing, and says no rule, while the server takes no reservations', async () => {
    allFree()
    await renderList([chairs], { date: daysAhead(3), postcode: '4000' }, { reserving: false })
    expect(await screen.findByRole('link', { name: 'Proceed to Inquiry' })).toBeTruthy()
    await waitFor(() => expect(totalCost()).toMatch(/^\$/))
    expect(screen.queryByRole('link', { name: 'Reserve now' })).toBeNull()
    expect(screen.queryByText(/go through our team/)).toBeNull()
    expect(screen.queryByRole('checkbox', { name: /pickup/ })).toBeNull()
  })

  it('says a date inside the notice goes through the team, and keeps the inquiry one tap away', async () => {
    allFree()
    await renderList([chairs], { date: daysAhead(3), postcode: '4000' })
    expect(await screen.findByText('Bookings inside 10 days go through our team.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Send an inquiry' }).getAttribute('href')).toBe('/equipment-hire-inquiry')
    expect(screen.queryByRole('link', { name: 'Reserve now' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Proceed to Inquiry' })).toBeTruthy()
  })

  it('names a piece that needs a conversation', async () => {
    allFree()
    await renderList([chairs, { productId: 'decor-28', quantity: 1 }], { date: FAR, postcode: '4000' })
    expect(await screen.findByText('The Gold Moongate Arch needs a conversation about your venue.')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Reserve now' })).toBeNull()
  })

  it('names a line short on the date', async () => {
    server.use(
      http.get('*/api/availability', () =>
        HttpResponse.json({
          freshForMs: 30_000,
          known: true,
          counts: { 'styling-furniture-2': { free: 12, stock: 100 } },
        }),
      ),
    )
    await renderList([chairs], { date: FAR, postcode: '4000' })
    expect(await screen.findByText(/^Only 12 of the .+ are free on /)).toBeTruthy()
  })

  it('prompts for a postcode or pickup, and a pickup is priced without delivery', async () => {
    allFree()
    const { user } = await renderList([chairs], { date: FAR })
    expect(await screen.findByText('Reserve now needs your venue postcode, or pickup.')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'We’ll collect from your studio (pickup)' }))
    await screen.findByRole('link', { name: 'Reserve now' })
    await waitFor(() =>
      expect(screen.getByText(/^Holds a \$[\d,.]+ deposit on your card/).textContent).toContain(
        `Total ${totalCost()}.`,
      ),
    )
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!).event.pickup).toBe(true)
  })
})
