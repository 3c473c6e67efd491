/**
 * Every piece of tableware and linen says how it scales, each cloth size says which tables it fits,
 * and every event says how many guests its look was styled for (docs/product/hire-list.md#planning-by-guests).
 */
import { describe, expect, it } from 'vitest'
import { ofType, one } from './support/seedDataset.ts'

describe('planning rules in the seed', () => {
  const products = ofType('product')
  const categoryOf = (id: string) => one(id).categoryId as string

  it('gives every tableware and linen product a rule, and most of the rest', () => {
    const withoutRule = products.filter((p) => !p.scaling?.basis)
    expect(withoutRule.filter((p) => ['catering-tableware', 'linen'].includes(categoryOf(p.category._ref)))).toEqual([])
    expect(withoutRule.length).toBeLessThan(products.length / 10)
    for (const p of products.filter((p) => p.scaling)) {
      expect(['guest', 'table', 'event']).toContain(p.scaling.basis)
      expect(p.scaling.amount).toBeGreaterThan(0)
    }
  })

  it('gives every category a spare, and every cloth size the tables it fits', () => {
    for (const c of ofType('category')) expect(c.sparePercent).toBeTypeOf('number')
    const cloths = products.filter((p) => /Tablecloth/.test(p.name))
    expect(cloths.length).toBeGreaterThan(0)
    for (const cloth of cloths) {
      const fitted = new Set(cloth.tableFits.map((fit: { variant: string }) => fit.variant))
      expect(
        cloth.price.variants.map((v: { label: string }) => v.label).every((label: string) => fitted.has(label)),
      ).toBe(true)
    }
  })

  it('says how many guests each event was styled for', () => {
    const events = ofType('portfolioEvent')
    for (const event of events) expect(event.guests).toBeGreaterThanOrEqual(1)
    const gala = events.find((event) => /Gala/.test(event.name))
    expect(gala?.guests).toBe(300) // "a charity gala for three hundred guests"
  })
})
