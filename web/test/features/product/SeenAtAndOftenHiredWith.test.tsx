/** @vitest-environment jsdom */
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { renderProduct } from './renderProduct.tsx'

installSeedContentLake()
afterEach(() => window.localStorage.clear())

const cardNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

describe('Seen at', () => {
  it('links to the events whose look used the product, newest first', async () => {
    await renderProduct('decor-1')
    const seenAt = await screen.findByRole('region', { name: 'Seen at' })
    const links = within(seenAt).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Grace & Oliver — New Farm', '/events/grace-oliver-new-farm'],
      ['Mia & Samuel — Brisbane City', '/events/mia-samuel-brisbane-city'],
    ])
  })

  it('is left out when no event used it', async () => {
    await renderProduct('decor-45')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Seen at' })).toBeNull()
  })
})

describe('Often hired with', () => {
  it("shows the staff's related products in their order", async () => {
    await renderProduct('decor-1')
    const often = await screen.findByRole('region', { name: 'Often hired with' })
    expect(cardNames(often)).toEqual([
      'Ivory Taper Candles',
      'Maroon Velvet Runner',
      'Brass Taper Candlestick',
      'Three-Arm Brass Candelabra',
    ])
  })

  it('without a choice, four from the same category at the nearest price, cheaper first on a tie', async () => {
    // Clear Cylinder Vase, $6.00: three others at $6.00 (by name), then $5.00 before $7.00.
    await renderProduct('decor-21')
    const often = await screen.findByRole('region', { name: 'Often hired with' })
    expect(cardNames(often)).toEqual([
      'Glass Hurricane Candle Holder',
      'Ivory Taper Candles',
      'Ribbed Ceramic Vase',
      'Silk Rose Petals',
    ])
  })

  it('adds a suggestion to the list, leaving the page one Add to List and one stepper', async () => {
    const { user, hireListStore } = await renderProduct('styling-furniture-2')
    const often = await screen.findByRole('region', { name: 'Often hired with' })
    expect(cardNames(often)).toEqual(['Timber Trestle Table', 'Sage Cheesecloth Runner', 'Eucalyptus Garland'])
    await user.click(within(often).getAllByRole('button', { name: 'Add to my list' })[0]!)
    expect(hireListStore.items()).toEqual([{ productId: 'styling-furniture-6', variantKey: 'v1', quantity: 1 }])
    expect(screen.getAllByRole('button', { name: 'Add to List' })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Increase quantity' })).toHaveLength(1)
  })
})
