/** @vitest-environment jsdom */
import { act, render, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseStoredList, STORAGE_KEY, type HireListItem } from '../../src/hire-list/hireListStorage.ts'
import { createHireListStore, hireList, useHireListCount } from '../../src/hire-list/hireListStore.ts'
import { HireListProvider } from '../../src/hire-list/HireListProvider.tsx'

// The hire list's store: its behaviour and its model-based check. What it keeps in storage, and
// what it does with a saved list that is not ours, is in hireListStorage.test.ts.

afterEach(() => {
  window.localStorage.clear()
  hireList.reset()
})

const productId = fc.constantFrom('decor-1', 'decor-2', 'linen-1')
const variantKey = fc.constantFrom(undefined, 'v1', 'v2')
const command = fc.oneof(
  fc.record({ op: fc.constant('add' as const), productId, variantKey, quantity: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ op: fc.constant('update' as const), productId, variantKey, quantity: fc.integer({ min: -3, max: 20 }) }),
  fc.record({ op: fc.constant('remove' as const), productId, variantKey }),
)

type Model = Map<string, number>
const keyOf = (id: string, variant?: string) => `${id}:${variant ?? ''}`

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

  it('holds no line above 999, the most a line can hold (and the inquiry sends), however it is reached', () => {
    hireList.add('decor-1', 600)
    hireList.add('decor-1', 600)
    hireList.addMany([{ productId: 'linen-1', quantity: 5000 }])
    hireList.update('decor-2', 1)
    hireList.add('decor-2', 1)
    hireList.update('decor-2', 1200)
    expect(hireList.items().map((item) => item.quantity)).toEqual([999, 999, 999])
    expect(parseStoredList(JSON.stringify([{ productId: 'a', quantity: 5500 }]))).toEqual([
      { productId: 'a', quantity: 999 },
    ])
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

describe('hire list store (model-based)', () => {
  it('behaves like a map of lines to quantities, and what it saves reads back the same', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        window.localStorage.clear()
        const store = createHireListStore()
        const model: Model = new Map()
        for (const c of commands) {
          const key = keyOf(c.productId, c.variantKey)
          if (c.op === 'add') {
            store.add(c.productId, c.quantity, c.variantKey)
            model.set(key, (model.get(key) ?? 0) + c.quantity)
          } else if (c.op === 'update') {
            store.update(c.productId, c.quantity, c.variantKey)
            if (c.quantity <= 0) model.delete(key)
            else if (model.has(key)) model.set(key, c.quantity)
          } else {
            store.remove(c.productId, c.variantKey)
            model.delete(key)
          }
        }
        const asMap = (items: readonly HireListItem[]) =>
          new Map(items.map((item) => [keyOf(item.productId, item.variantKey), item.quantity]))
        expect(asMap(store.items())).toEqual(model)
        expect(store.items().every((item) => item.quantity >= 1)).toBe(true)
        expect(asMap(createHireListStore().items())).toEqual(model)
      }),
    )
  })

  it('finds a line by product id and clears', () => {
    const store = createHireListStore()
    store.add('decor-1', 2)
    expect(store.find('decor-1')).toEqual({ productId: 'decor-1', quantity: 2 })
    expect(store.find('decor-9')).toBeUndefined()
    store.clear()
    expect(store.items()).toEqual([])
  })

  it('drops missing lines once, however many components report them', () => {
    const store = createHireListStore()
    store.add('decor-1', 1)
    store.add('gone-1', 1)
    store.removeMany([{ productId: 'gone-1', quantity: 1 }])
    store.removeMany([{ productId: 'gone-1', quantity: 1 }])
    expect(store.items()).toEqual([{ productId: 'decor-1', quantity: 1 }])
    expect(store.dropped()).toHaveLength(1)
  })

  it('rewrites a legacy saved list in the current shape', () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([{ product: { id: 'decor-2', price: '$5' }, quantity: 3 }]))
    createHireListStore().migrate()
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual([{ productId: 'decor-2', quantity: 3 }])
  })

  it('shows changes made in another tab', () => {
    const store = createHireListStore()
    const { result } = renderHook(() => useHireListCount(), {
      wrapper: ({ children }) => <HireListProvider store={store}>{children}</HireListProvider>,
    })
    expect(result.current).toBe(0)
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([{ productId: 'decor-1', quantity: 4 }]))
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY })))
    expect(result.current).toBe(4)
  })

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Badge() {
      return <span>{useHireListCount()}</span>
    }
    expect(() => render(<Badge />)).toThrow('must be used within a HireListProvider')
  })
})
