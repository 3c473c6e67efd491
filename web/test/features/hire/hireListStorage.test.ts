/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseStoredList, STORAGE_KEY } from '../../../src/hire-list/hireListStorage.ts'
import { createHireListStore } from '../../../src/hire-list/hireListStore.ts'

afterEach(() => window.localStorage.clear())

const LOGGED = ['Error loading cart from localStorage:', expect.any(Error)]

/** A large list as another app might keep it under the same name. */
const huge = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ productId: `product-${i}`, quantity: 1 })))

describe('a saved hire list that is not ours', () => {
  it.each([
    ['invalid JSON', '{"productId": "decor-1", '],
    ['a number', '42'],
    ['an object', '{"productId":"decor-1","quantity":1}'],
    ['null', 'null'],
    ["another shop's cart", JSON.stringify({ cart: { lines: [{ sku: 'A1', qty: 2 }] }, version: 3 })],
    ["another app's list", JSON.stringify([{ sku: 'A1', qty: 2 }, 'hello', null, 7])],
    ['a huge value', huge],
  ])('%s: starts empty and warns', (_, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseStoredList(raw)).toEqual([])
    expect(warn).toHaveBeenCalledWith(...LOGGED)
  })

  it('keeps the readable lines of a partly damaged list, and says some were dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const raw = JSON.stringify([
      { productId: 'decor-1', quantity: 2 },
      { productId: 'decor-2', quantity: 'many' },
    ])
    expect(parseStoredList(raw)).toEqual([{ productId: 'decor-1', quantity: 2 }])
    expect(warn).toHaveBeenCalledWith(...LOGGED)
    expect(String(warn.mock.calls[0]![1])).toMatch(/1 of 2 lines unreadable/)
  })

  it('reads a good list without a word', () => {
    const warn = vi.spyOn(console, 'warn')
    expect(parseStoredList('[{"productId":"decor-1","quantity":2}]')).toEqual([{ productId: 'decor-1', quantity: 2 }])
    expect(warn).not.toHaveBeenCalled()
  })

  it('the store starts empty over foreign data, and the first change replaces it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    window.localStorage.setItem(STORAGE_KEY, '{"theme":"dark"}')
    const store = createHireListStore()
    expect(store.items()).toEqual([])
    store.add('decor-1', 2)
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual([{ productId: 'decor-1', quantity: 2 }])
  })

  it('starts empty when storage itself refuses (blocked storage)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(createHireListStore().items()).toEqual([])
    expect(warn).toHaveBeenCalledWith('Error loading cart from localStorage:', expect.any(DOMException))
  })
})
