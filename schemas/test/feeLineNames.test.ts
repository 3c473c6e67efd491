/**
 * The charges staff write into a request's Items by hand (hire terms & charges, feeLineNames):
 * availability reads a line of one of these names as a charge, so none may be a piece's name.
 */
import { describe, expect, it } from 'vitest'
import { hireTerms } from '../src/types/singletons/hireTerms.ts'
import { ofType, one } from './support/seedDataset.ts'

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

describe('fee line names', () => {
  const names = one('hireTerms').feeLineNames as string[]

  it('are seeded in the hire terms & charges document, with the charges', () => {
    expect(names).toEqual(['Travel surcharge', 'After-hours delivery', 'Stairs and long carry', 'Minimum order top-up'])
    const field = hireTerms.fields.find((f) => f.name === 'feeLineNames') as { group?: string; type: string }
    expect(field).toMatchObject({ type: 'array', group: 'charges' })
  })

  it('name no product of the seed catalogue', () => {
    const products = new Set(ofType('product').map((product) => normalise(product.name as string)))
    for (const name of names) expect(products.has(normalise(name)), name).toBe(false)
  })
})
