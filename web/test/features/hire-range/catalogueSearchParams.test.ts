import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { catalogueSearchSchema } from '../../../src/features/hire-range/catalogueSearch.ts'

/** A query string as the router reads it (values JSON-parsed), then validated as the route does. */
const fromUrl = (query: string) => catalogueSearchSchema.parse(defaultParseSearch(query) as Record<string, unknown>)

describe('hire range search params, edge cases', () => {
  it('read a whole URL, keeping only the known keys', () => {
    expect(fromUrl('?category=linen&sort=name&q=%20white%20cloth%20&page=3&utm_source=mail')).toStrictEqual({
      category: 'linen',
      sort: 'name',
      q: 'white cloth',
      page: 3,
    })
  })

  it('keep a given key as undefined when its value is refused, and leave out keys not given', () => {
    const search = catalogueSearchSchema.parse({ category: 'chairs', page: 'x' })
    expect(search).toStrictEqual({ category: undefined, page: undefined })
    expect(Object.keys(search)).toEqual(['category', 'page'])
    expect(Object.keys(catalogueSearchSchema.parse({ page: 2, sort: 'name' }))).toEqual(['sort', 'page'])
  })

  it.each([
    ['"2"', 2],
    ['2', 2],
    ['%20%204%20', 4],
    ['[5]', 5],
    ['1000', 1000],
    ['1e3', 1000],
    ['1001', undefined],
    ['1', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['2.5', undefined],
    ['NaN', undefined],
    ['Infinity', undefined],
    ['1e999', undefined],
    ['[2,3]', undefined],
    ['{"page":2}', undefined],
    ['true', undefined],
    ['null', undefined],
    ['', undefined],
  ])('page=%s reads as %s', (value, page) => {
    expect(fromUrl(`?page=${value}`).page).toBe(page)
  })

  it('trim the search text, and drop it past 80 characters or when it is not text', () => {
    const eighty = 'a'.repeat(80)
    expect(fromUrl(`?q=${encodeURIComponent(`  ${eighty}\n`)}`).q).toBe(eighty)
    expect(fromUrl(`?q=${eighty}b`).q).toBeUndefined()
    expect(fromUrl('?q=%20%20').q).toBe('')
    expect(fromUrl('?q=42').q).toBeUndefined()
    expect(fromUrl('?q=a&q=b').q).toBeUndefined()
    expect(fromUrl('?q={"x":1}').q).toBeUndefined()
  })

  it('accept only the known categories and sorts, exactly', () => {
    expect(fromUrl('?category=decor&sort=price-asc')).toStrictEqual({ category: 'decor', sort: 'price-asc' })
    expect(fromUrl('?category="decor"&sort="name"')).toStrictEqual({ category: 'decor', sort: 'name' })
    expect(fromUrl('?category=Decor&sort=price')).toStrictEqual({ category: undefined, sort: undefined })
    expect(fromUrl('?category=["decor"]&sort=1')).toStrictEqual({ category: undefined, sort: undefined })
    expect(catalogueSearchSchema.parse({ category: 'toString', sort: 'constructor' })).toStrictEqual({
      category: undefined,
      sort: undefined,
    })
  })
})
