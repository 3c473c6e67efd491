/** @vitest-environment jsdom */
import { act, render, renderHook } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  parseStoredHireList,
  parseStoredList,
  STORAGE_KEY,
  type HireListItem,
} from '../../src/hire-list/hireListStorage.ts'
import { createHireListStore, hireList, useHireListCount } from '../../src/hire-list/hireListStore.ts'
import { HireListProvider } from '../../src/hire-list/HireListProvider.tsx'

// The hire list's store and the storage under it, in one place: its behaviour, its model-based
// check, and what it does with a saved list that is not ours.

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

const LOGGED = ['Error loading cart from localStorage:', expect.any(Error)]

/** A large list as another app might keep it under the same name. */
const huge = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ productId: `product-${i}`, quantity: 1 })))

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

describe('storage format, version 2, with the event note', () => {
  const stored = () => JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')

  it("reads today's bare array and keeps writing it while no event is noted", () => {
    const today = [
      { productId: 'decor-21', variantKey: 'v2', quantity: 12 },
      { productId: 'catering-tableware-12', quantity: 3 },
    ]
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(today))
    const store = createHireListStore()
    expect(store.items()).toEqual(today)
    expect(store.event()).toEqual({})
    store.migrate()
    expect(stored()).toEqual(today)
    expect(parseStoredHireList(window.localStorage.getItem(STORAGE_KEY))).toEqual({ items: today, event: {} })
  })

  it('keeps the event date and venue with the list, and across stores (tabs, reloads)', () => {
    const store = createHireListStore()
    store.add('decor-1', 2)
    store.setEvent({ date: '2027-03-20', venue: 'Spicers Clovelly, Montville' })
    expect(stored()).toEqual({
      version: 2,
      items: [{ productId: 'decor-1', quantity: 2 }],
      event: { date: '2027-03-20', venue: 'Spicers Clovelly, Montville' },
    })
    const again = createHireListStore()
    expect(again.event()).toEqual({ date: '2027-03-20', venue: 'Spicers Clovelly, Montville' })
    again.add('decor-1', 1)
    expect(stored().event).toEqual({ date: '2027-03-20', venue: 'Spicers Clovelly, Montville' })
  })

  it('keeps a note on an empty list, and forgets both after clear (a sent inquiry)', () => {
    const store = createHireListStore()
    store.setEvent({ date: '2027-03-20' })
    expect(stored()).toEqual({ version: 2, items: [], event: { date: '2027-03-20' } })
    store.add('decor-1', 1)
    store.clear()
    expect(stored()).toEqual([])
    expect(store.event()).toEqual({})
  })

  it('drops an event date that is not YYYY-MM-DD and a blank venue; caps the venue at 200 characters', () => {
    const raw = JSON.stringify({
      version: 2,
      items: [{ productId: 'decor-1', quantity: 1 }],
      event: { date: '20/03/2027', venue: '   ' },
    })
    expect(parseStoredHireList(raw).event).toEqual({})
    const store = createHireListStore()
    store.setEvent({ venue: 'x'.repeat(300) })
    expect(store.event().venue).toHaveLength(200)
  })

  it('adds many lines by the rules of add (an event look), and replaces them all (a shared list)', () => {
    const store = createHireListStore()
    store.add('decor-1', 2, 'v1')
    store.addMany([
      { productId: 'decor-1', variantKey: 'v1', quantity: 12 },
      { productId: 'decor-1', variantKey: 'v2', quantity: 1 },
      { productId: 'linen-3', quantity: 60 },
    ])
    expect(store.items()).toEqual([
      { productId: 'decor-1', variantKey: 'v1', quantity: 14 },
      { productId: 'decor-1', variantKey: 'v2', quantity: 1 },
      { productId: 'linen-3', quantity: 60 },
    ])
    store.setEvent({ date: '2027-03-20' })
    store.replace([{ productId: 'decor-4', quantity: 3 }])
    expect(store.items()).toEqual([{ productId: 'decor-4', quantity: 3 }])
    expect(store.event()).toEqual({ date: '2027-03-20' })
  })

  it('does not take a version it does not know, or a version 2 without lines, for ours', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(parseStoredList(JSON.stringify({ version: 3, items: [{ productId: 'decor-1', quantity: 1 }] }))).toEqual([])
    expect(parseStoredList(JSON.stringify({ version: 2, lines: [] }))).toEqual([])
  })
})

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
