import { describe, expect, it } from 'vitest'
import type { ProductCard } from '../../../src/catalogue/catalogueQueries.ts'
import { catalogueSearchSchema, selectProducts } from '../../../src/features/hire-range/catalogueSearch.ts'

const product = (id: string, name: string, categoryId: ProductCard['categoryId'], amount: number) =>
  ({
    id,
    name,
    categoryId,
    price: { amount, unit: 'each', label: `$${amount}`, variants: [] },
    image: null,
  }) as unknown as ProductCard

const products = [
  product('decor-1', 'Brass Candelabra', 'decor', 25),
  product('linen-1', 'Sage Napkin', 'linen', 2.5),
  product('accessories-1', 'Napkin Ring', 'accessories', 1.5),
  product('styling-furniture-1', 'Resort Umbrella', 'styling-furniture', 150),
  product('decor-2', 'Arch', 'decor', 120),
  product('catering-tableware-1', 'Charger Plate', 'catering-tableware', 4.5),
]
const names = (list: ProductCard[]) => list.map((entry) => entry.name)

describe('hire range search params', () => {
  it('keep valid values and fall back on anything else', () => {
    expect(catalogueSearchSchema.parse({ category: 'decor', sort: 'price-desc', q: ' arch ' })).toEqual({
      category: 'decor',
      sort: 'price-desc',
      q: 'arch',
    })
    expect(catalogueSearchSchema.parse({ category: 'chairs', sort: 7, q: ['x'] })).toEqual({})
    expect(catalogueSearchSchema.parse({})).toEqual({})
  })

  it('sort by category order then name, by name, and by price as numbers', () => {
    expect(names(selectProducts(products, {}))).toEqual([
      'Napkin Ring',
      'Charger Plate',
      'Sage Napkin',
      'Resort Umbrella',
      'Arch',
      'Brass Candelabra',
    ])
    expect(names(selectProducts(products, { sort: 'name' }))[0]).toBe('Arch')
    expect(names(selectProducts(products, { sort: 'price-asc' }))).toEqual([
      'Napkin Ring',
      'Sage Napkin',
      'Charger Plate',
      'Brass Candelabra',
      'Arch',
      'Resort Umbrella',
    ])
    expect(names(selectProducts(products, { sort: 'price-desc' }))[0]).toBe('Resort Umbrella')
  })

  it("sort by category in the CMS's order (sortOrder), the one list's order when the CMS lists none", () => {
    const cms = ['decor', 'linen', 'accessories', 'catering-tableware', 'styling-furniture'] as const
    expect(names(selectProducts(products, {}, cms))).toEqual([
      'Arch',
      'Brass Candelabra',
      'Sage Napkin',
      'Napkin Ring',
      'Charger Plate',
      'Resort Umbrella',
    ])
    expect(names(selectProducts(products, {}, []))).toEqual(names(selectProducts(products, {})))
    // A category the CMS leaves out follows the ones it lists, in the one list's order.
    expect(names(selectProducts(products, {}, ['linen']))).toEqual([
      'Sage Napkin',
      'Napkin Ring',
      'Charger Plate',
      'Resort Umbrella',
      'Arch',
      'Brass Candelabra',
    ])
  })

  it('filter by category and by every word of the search, ignoring case', () => {
    expect(names(selectProducts(products, { category: 'decor' }))).toEqual(['Arch', 'Brass Candelabra'])
    expect(names(selectProducts(products, { q: 'NAPKIN' }))).toEqual(['Napkin Ring', 'Sage Napkin'])
    expect(names(selectProducts(products, { q: 'napkin ring' }))).toEqual(['Napkin Ring'])
    expect(selectProducts(products, { category: 'linen', q: 'arch' })).toEqual([])
  })
})
