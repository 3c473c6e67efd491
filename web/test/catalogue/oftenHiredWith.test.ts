import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../src/catalogue/catalogueQueries.ts'
import { oftenHiredWith } from '../../src/catalogue/oftenHiredWith.ts'

const card = (id: string, amount: number, name = id) =>
  ({
    id,
    name,
    categoryId: 'decor',
    price: { amount, unit: 'each', label: '', variants: [] },
    image: {},
  }) as unknown as ProductCard

const product = { id: 'decor-5', price: { amount: 8 } }

describe('often hired with', () => {
  it("shows the staff's choice in their order, leaving out the product itself", () => {
    const chosen = [card('linen-10', 12), card('decor-5', 8), card('decor-4', 6)]
    expect(oftenHiredWith(product, chosen, [card('decor-23', 8)]).map((c) => c.id)).toEqual(['linen-10', 'decor-4'])
  })

  it('without a choice, four from the same category at the nearest prices, cheaper first on a tie', () => {
    const candidates = [
      card('decor-19', 5),
      card('decor-22', 6),
      card('decor-8', 6),
      card('decor-20', 2),
      card('decor-23', 8, 'Gold Compote Bowl'),
      card('decor-43', 8, 'Boho Floor Cushion'),
      card('decor-9', 7),
      card('decor-26', 10),
      card('decor-37', 15),
    ]
    expect(oftenHiredWith(product, [], candidates).map((c) => c.id)).toEqual([
      'decor-43',
      'decor-23',
      'decor-9',
      'decor-22',
    ])
  })

  it('shows fewer when the category has fewer, and none when it has no others', () => {
    expect(oftenHiredWith(product, [], [card('decor-1', 25)]).map((c) => c.id)).toEqual(['decor-1'])
    expect(oftenHiredWith(product, [], [])).toEqual([])
  })

  it('never repeats a candidate sent on both sides, nor shows the product itself', () => {
    const twice = [card('decor-9', 7), card('decor-9', 7), card('decor-5', 8)]
    expect(oftenHiredWith(product, [], twice).map((c) => c.id)).toEqual(['decor-9'])
  })
})
