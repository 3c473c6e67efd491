/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseStoredHireList, parseStoredList, STORAGE_KEY } from '../../src/hire-list/hireListStorage.ts'
import { createHireListStore, hireList } from '../../src/hire-list/hireListStore.ts'

// What the hire list keeps in localStorage: the version 2 format with the event note, and what it
// does with a saved list that is not ours. The store's own behaviour is in hireListStore.test.tsx.

afterEach(() => {
  window.localStorage.clear()
  hireList.reset()
})

const LOGGED = ['Error loading cart from localStorage:', expect.any(Error)]

/** A large list as another app might keep it under the same name. */
const huge = JSON.stringify(Array.from({ length: 5000 }, (_, i) => ({ productId: `product-${i}`, quantity: 1 })))

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
