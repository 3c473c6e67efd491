import { describe, expect, it } from 'vitest'
import { loadSeedDataset } from '@amaranth/schemas/seed'
import {
  boundsOf,
  choose,
  formLines,
  requestLines,
  suggestFor,
} from '../../../src/features/quote/change/changeLines.ts'
import type { ProductCard } from '../../../src/catalogue/catalogueQueries.ts'
import { chairs, LATE_ALLOWANCE, OPEN_ALLOWANCE, tableNumbers } from './changeFixtures.ts'

/** Enough of a catalogue card for pricing: the seed's place card and candelabra. */
const products = [
  { id: 'accessories-3', name: 'Acrylic Place Card', price: { amount: 2, variants: [] } },
  {
    id: 'decor-1',
    name: 'Brass Five-Arm Candelabra',
    price: { amount: 25, variants: [{ _key: 'v2', label: 'Large', amount: 30 }] },
  },
] as unknown as ProductCard[]

describe("a change's lines", () => {
  it('hold a booked line between what the policy refuses and what is free for the booking', () => {
    expect(boundsOf(chairs())).toEqual({ min: 0, max: 100 })
    expect(boundsOf(tableNumbers())).toEqual({ min: 8, max: 40 })
    // Stock went since the booking: no increase, and nothing forced below what is booked.
    expect(boundsOf(chairs({ free: 50 }))).toEqual({ min: 0, max: 80 })
    expect(boundsOf(chairs({ free: null }))).toEqual({ min: 0, max: 999 })
    expect(boundsOf(chairs({ allowance: { ...OPEN_ALLOWANCE, increase: 'closed' } }))).toEqual({ min: 0, max: 80 })
    expect(boundsOf(chairs({ allowance: { ...LATE_ALLOWANCE, increase: 'closed' } }))).toEqual({ min: 80, max: 80 })
  })

  it("start from the draft's quantities held to their bounds, then the pieces added, priced from the catalogue", () => {
    const rows = formLines(
      [chairs(), tableNumbers()],
      [
        { productId: 'styling-furniture-2', quantity: 150 },
        { productId: 'accessories-2', quantity: 2 },
        { productId: 'decor-1', variantKey: 'v2', quantity: 3 },
        { productId: 'gone-product', quantity: 1 },
        { productId: 'accessories-3', quantity: 0 },
      ],
      products,
    )
    expect(rows.map((row) => [row.name, row.quantity, row.unitCents, row.bookedQuantity])).toEqual([
      ['Crossback Timber Chair', 100, 1_000, 80],
      ['Brass Table Number Stand', 8, 400, 8],
      ['Brass Five-Arm Candelabra (Large)', 3, 3_000, 0],
    ])
    // Before the catalogue answers, the booked lines alone.
    expect(formLines([chairs()], [{ productId: 'decor-1', quantity: 1 }], undefined)).toHaveLength(1)
  })

  it('send only what differs from the booking', () => {
    const rows = formLines(
      [chairs(), tableNumbers()],
      [
        { productId: 'styling-furniture-2', quantity: 80 },
        { productId: 'accessories-2', quantity: 12 },
        { productId: 'accessories-3', quantity: 5 },
      ],
      products,
    )
    expect(requestLines(rows)).toEqual([
      { productId: 'accessories-2', quantity: 12 },
      { productId: 'accessories-3', quantity: 5 },
    ])
  })

  it('set one line by its product and variant, adding it when the change has not named it', () => {
    const chosen = [{ productId: 'styling-furniture-2', quantity: 80 }]
    expect(choose(chosen, { productId: 'styling-furniture-2' }, 90)).toEqual([
      { productId: 'styling-furniture-2', quantity: 90 },
    ])
    expect(choose(chosen, { productId: 'decor-1', variantKey: 'v2' }, 2)).toEqual([
      ...chosen,
      { productId: 'decor-1', variantKey: 'v2', quantity: 2 },
    ])
  })

  it("suggest from guests for the booking's own lines with a rule, within each line's bounds", () => {
    const rules = loadSeedDataset()
      .filter((doc) => doc._type === 'product' && !String(doc._id).startsWith('drafts.'))
      .map((doc) => ({
        id: (doc as { productId?: { current?: string } }).productId?.current,
        scaling: (doc as { scaling?: unknown }).scaling,
      }))
    const rows = formLines([chairs(), tableNumbers()], [{ productId: 'accessories-3', quantity: 5 }], products)
    const suggested = suggestFor(rows, { guests: 150, perTable: 10, tables: 15 }, rules as never)
    expect(suggested.map(({ name, from, to, held }) => ({ name, from, to, held }))).toEqual([
      { name: 'Crossback Timber Chair', from: 80, to: 100, held: true },
      { name: 'Brass Table Number Stand', from: 8, to: 15, held: false },
    ])
    const fewer = suggestFor(rows, { guests: 20, perTable: 10, tables: 2 }, rules as never)
    // Reductions are refused on the stands: held at the eight booked.
    expect(fewer.map(({ to, held }) => ({ to, held }))).toEqual([
      { to: 20, held: false },
      { to: 8, held: true },
    ])
  })
})
