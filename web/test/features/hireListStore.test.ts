/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseStoredList, STORAGE_KEY } from '../../src/hire-list/hireListStorage.ts'
import { hireList } from '../../src/hire-list/hireListStore.ts'

afterEach(() => {
  window.localStorage.clear()
  hireList.reset()
})

describe('hire list store', () => {
  it('merges quantities for the same product and variant, and keeps variants apart', () => {
    hireList.add('decor-1', 2)
    hireList.add('decor-1', 3)
    hireList.add('linen-1', 1, 'large')
    hireList.add('linen-1', 1, 'small')
    expect(hireList.items()).toEqual([
      { productId: 'decor-1', quantity: 5 },
      { productId: 'linen-1', variantKey: 'large', quantity: 1 },
      { productId: 'linen-1', variantKey: 'small', quantity: 1 },
    ])
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toHaveLength(3)
  })

  it('removes a line when its quantity is set to 0 or less', () => {
    hireList.add('decor-1', 2)
    hireList.update('decor-1', 4)
    expect(hireList.find('decor-1')?.quantity).toBe(4)
    hireList.update('decor-1', 0)
    expect(hireList.items()).toEqual([])
  })

  it('restores the saved list, including the legacy {product, quantity} format', () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([
        { product: { id: 'decor-2', name: 'Old name', price: '$5' }, quantity: 3 },
        { productId: 'linen-1', quantity: 1 },
      ]),
    )
    expect(hireList.items()).toEqual([
      { productId: 'decor-2', quantity: 3 },
      { productId: 'linen-1', quantity: 1 },
    ])
  })

  it('starts empty and logs when the saved list is unreadable', () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseStoredList('{not json')).toEqual([])
    expect(parseStoredList('{"a":1}')).toEqual([])
    expect(log).toHaveBeenCalledWith('Error loading cart from localStorage:', expect.anything())
  })

  it('drops entries with no id or a quantity below 1', () => {
    expect(
      parseStoredList(
        JSON.stringify([
          { productId: '', quantity: 1 },
          { productId: 'a', quantity: 0 },
          { productId: 'b', quantity: '2' },
        ]),
      ),
    ).toEqual([{ productId: 'b', quantity: 2 }])
  })
})
