/** @vitest-environment jsdom */
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { installSeedContentLake } from '../../support/seedLake.ts'
import { renderProduct } from './renderProduct.tsx'

installSeedContentLake()
afterEach(() => window.localStorage.clear())

describe('Product page', () => {
  it('names the product in the h1 and turns Add to List into Update (N in list)', async () => {
    const { user, hireListStore } = await renderProduct('styling-furniture-1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Black Bentwood Chair' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to List' }))
    expect(screen.getByRole('button', { name: 'Update (2 in list)' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Update (2 in list)' }))
    expect(screen.getByRole('button', { name: 'Update (3 in list)' })).toBeTruthy()
    expect(hireListStore.items()).toEqual([{ productId: 'styling-furniture-1', quantity: 3 }])
  })

  it('has the three accordions sharing one name, with the hire terms from the CMS', async () => {
    await renderProduct('decor-1')
    await screen.findByRole('heading', { level: 1 })
    const details = document.querySelectorAll('details')
    expect([...details].map((panel) => panel.querySelector('summary')?.textContent)).toEqual([
      'Dimensions & Weight',
      'Specifications',
      'Shipping & Returns',
    ])
    expect(new Set([...details].map((panel) => panel.getAttribute('name'))).size).toBe(1)
    expect(screen.getByText(/at least 48 hours before the event date/)).toBeTruthy()
  })

  it('prices the chosen variant, and lists each variant as its own line', async () => {
    const { user, hireListStore } = await renderProduct('styling-furniture-6')
    await screen.findByRole('heading', { level: 1, name: 'Timber Trestle Table' })
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.checked)).toEqual([true, false])
    expect(screen.getByText('$45.00', { selector: 'p' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: /2\.4 m, seats 8/ }))
    expect(screen.getByText('$55.00', { selector: 'p' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add to List' }))
    expect(hireListStore.items()).toEqual([{ productId: 'styling-furniture-6', variantKey: 'v2', quantity: 1 }])
  })

  it('shows Product Not Found for an unknown id', async () => {
    await renderProduct('no-such-product')
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Hire Range' }).getAttribute('href')).toBe('/hire-range')
  })
})
