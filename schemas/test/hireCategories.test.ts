/**
 * The hire categories are one list (src/rules/hireCategories.ts): the Studio offers exactly its ids,
 * and the seed creates one category each, its `sortOrder` in the list's order, so the CMS's order and
 * the site's fallback agree on a fresh dataset.
 */
import { describe, expect, it } from 'vitest'
import { HIRE_CATEGORIES } from '../src/rules/hireCategories.ts'
import { category } from '../src/types/documents/category.ts'
import { ofType } from './support/seedDataset.ts'

describe('hire categories', () => {
  it('are the ids the Studio offers', () => {
    const field = category.fields.find((f) => f.name === 'categoryId') as { options?: { list?: unknown[] } }
    expect(field.options?.list).toEqual([...HIRE_CATEGORIES])
  })

  it('are seeded one each, in the list order', () => {
    const seeded = ofType('category').sort((a, b) => a.sortOrder - b.sortOrder)
    expect(seeded.map((c) => c.categoryId)).toEqual([...HIRE_CATEGORIES])
  })
})
