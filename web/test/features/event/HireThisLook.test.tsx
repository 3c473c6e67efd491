/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { installDialogPolyfill, renderEventRoute } from './renderEventRoute.tsx'

installSeedContentLake()
beforeAll(installDialogPolyfill)
afterEach(() => window.localStorage.clear())

const ELIZA_LOOK = [
  { productId: 'catering-tableware-1', quantity: 60 },
  { productId: 'catering-tableware-6', quantity: 60 },
  { productId: 'catering-tableware-7', quantity: 60 },
  { productId: 'linen-2', quantity: 60 },
  { productId: 'decor-15', quantity: 6 },
  { productId: 'decor-27', quantity: 1 },
  { productId: 'decor-3', quantity: 24 },
]

describe('Hire this look', () => {
  it("lists the event's pieces after the photos: image, name, price and suggested quantity", async () => {
    await renderEventRoute('/events/eliza-james-montville')
    const look = await screen.findByRole('region', { name: 'Hire this look' }, { timeout: 5000 })
    const photos = screen.getByRole('list', { name: 'Photographs' })
    expect(photos.compareDocumentPosition(look) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const items = within(look).getAllByRole('listitem')
    expect(items).toHaveLength(7)
    const first = within(items[0]!)
    expect(first.getByRole('link', { name: 'Gold Rim Charger Plate' }).getAttribute('href')).toBe(
      '/hire/catering-tableware-1',
    )
    expect(first.getByText('$4.50 each')).toBeTruthy()
    expect(first.getByText('Suggested quantity: 60')).toBeTruthy()
    expect(items[0]!.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(within(look).getByText('$1,164.00')).toBeTruthy()
  })

  it('adds the whole look to an empty list with its quantities, and says so', async () => {
    const { user, hireListStore } = await renderEventRoute('/events/eliza-james-montville')
    const look = await screen.findByRole('region', { name: 'Hire this look' }, { timeout: 5000 })
    await user.click(within(look).getByRole('button', { name: 'Add all to my list' }))
    expect(hireListStore.items()).toEqual(ELIZA_LOOK)
    expect(within(look).getByRole('status').textContent).toMatch(
      /^Added all 7 items of this look to your list \(271 pieces\)\. View your list$/,
    )
  })

  it('merges into a list that already holds some of it, by the list rules, one piece at a time too', async () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        { productId: 'decor-27', quantity: 1 },
        { productId: 'linen-9', quantity: 4 },
      ]),
    )
    const { user, hireListStore } = await renderEventRoute('/events/eliza-james-montville')
    const look = await screen.findByRole('region', { name: 'Hire this look' }, { timeout: 5000 })
    await user.click(within(look).getByRole('button', { name: 'Add 24 × Brass Taper Candlestick to my list' }))
    expect(within(look).getByRole('status').textContent).toMatch(/^Added 24 × Brass Taper Candlestick to your list\./)
    await user.click(within(look).getByRole('button', { name: 'Add all to my list' }))
    const items = hireListStore.items()
    expect(items.slice(0, 3)).toEqual([
      { productId: 'decor-27', quantity: 2 },
      { productId: 'linen-9', quantity: 4 },
      { productId: 'decor-3', quantity: 48 },
    ])
    expect(items).toHaveLength(8)
  })

  it('is left out for an event with no look', async () => {
    await renderEventRoute('/events/harper-ethan-tamborine')
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })
    expect(screen.queryByRole('region', { name: 'Hire this look' })).toBeNull()
  })
})

describe('Hire this look, for your guest count', () => {
  it('starts from the guests the look was styled for and scales the pieces that grow with guests', async () => {
    const { user, hireListStore } = await renderEventRoute('/events/eliza-james-montville')
    const look = await screen.findByRole('region', { name: 'Hire this look' }, { timeout: 5000 })
    const guests = within(look).getByLabelText('Guests')
    expect(guests).toHaveProperty('value', '60')
    await user.clear(guests)
    await user.type(guests, '120')
    expect(within(look).getAllByText('Suggested quantity: 120')).toHaveLength(4)
    await user.click(within(look).getByRole('button', { name: 'Add all to my list' }))
    expect(hireListStore.items()).toEqual(
      ELIZA_LOOK.map((line) => (line.productId === 'decor-27' ? line : { ...line, quantity: line.quantity * 2 })),
    )
  })

  it('holds a scaled piece to what a line can hold, and says so on the line and above the look', async () => {
    const { user, hireListStore } = await renderEventRoute('/events/eliza-james-montville')
    const look = await screen.findByRole('region', { name: 'Hire this look' }, { timeout: 5000 })
    const guests = within(look).getByLabelText('Guests')
    await user.clear(guests)
    await user.type(guests, '5000')
    expect(within(look).getAllByText('Suggested quantity: 999')).toHaveLength(5)
    expect(within(look).getAllByText('5,000 for 5,000 guests, capped at 999: the most a line can hold')).toHaveLength(4)
    expect(within(look).getByText('2,000 for 5,000 guests, capped at 999: the most a line can hold')).toBeTruthy()
    expect(
      within(look).getByText(
        '5 are capped at 999, the most a line can hold: tell us the full numbers in your inquiry.',
      ),
    ).toBeTruthy()
    // A piece the line can hold says nothing of a cap.
    const vases = within(look).getByText('Suggested quantity: 500').parentElement!
    expect(within(vases).queryByText(/capped/)).toBeNull()
    await user.click(within(look).getByRole('button', { name: 'Add all to my list' }))
    expect(Math.max(...hireListStore.items().map((line) => line.quantity))).toBe(999)
  })

  it('says nothing of a cap while every piece fits a line', async () => {
    await renderEventRoute('/events/eliza-james-montville')
    const look = await screen.findByRole('region', { name: 'Hire this look' }, { timeout: 5000 })
    expect(within(look).queryByText(/capped/)).toBeNull()
  })

  it('says what is wrong with a guest count it cannot use, and keeps the look as styled', async () => {
    const { user } = await renderEventRoute('/events/eliza-james-montville')
    const look = await screen.findByRole('region', { name: 'Hire this look' }, { timeout: 5000 })
    const guests = within(look).getByLabelText('Guests')
    await user.clear(guests)
    await user.type(guests, '0')
    expect(within(look).getByText('Guests must be a whole number from 1 to 5,000')).toBeTruthy()
    expect(within(look).getAllByText('Suggested quantity: 60')).toHaveLength(4)
  })
})
