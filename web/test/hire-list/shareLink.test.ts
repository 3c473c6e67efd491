import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { HireListItem } from '../../src/hire-list/hireListStorage.ts'
import {
  decodeSharedList,
  encodeSharedList,
  sharedListHref,
  validateSharedListSearch,
} from '../../src/hire-list/shareLink.ts'

const LIST: HireListItem[] = [
  { productId: 'catering-tableware-1', quantity: 60 },
  { productId: 'catering-tableware-6', quantity: 60 },
  { productId: 'decor-1', variantKey: 'v2', quantity: 12 },
  { productId: 'decor-21', variantKey: 'v3', quantity: 4 },
  { productId: 'linen-3', quantity: 1 },
]

/** A long list as a couple might build it: 20 lines across every category, big quantities. */
const TWENTY: HireListItem[] = [
  ...[1, 4, 6, 7, 9, 11, 12, 14].map((n) => ({ productId: `catering-tableware-${n}`, quantity: 120 })),
  ...[1, 3, 8, 12, 15, 21, 27, 39].map((n) => ({
    productId: `decor-${n}`,
    quantity: 24,
    ...(n === 21 ? { variantKey: 'v2' } : {}),
  })),
  { productId: 'linen-5', variantKey: 'v3', quantity: 15 },
  { productId: 'linen-3', quantity: 120 },
  { productId: 'styling-furniture-2', quantity: 120 },
  { productId: 'accessories-2', quantity: 15 },
]

const productId = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('-'))
const item = fc.record(
  {
    productId,
    variantKey: fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/),
    quantity: fc.integer({ min: 1, max: 999 }),
  },
  { requiredKeys: ['productId', 'quantity'] },
)
const keyOf = (i: HireListItem) => `${i.productId}:${i.variantKey ?? ''}`
const distinct = fc.uniqueArray(item, { selector: keyOf, minLength: 1, maxLength: 40 })

describe('share link', () => {
  it('writes a short, readable value: a category prefix once per run, no quantity when 1, a check', () => {
    expect(encodeSharedList(LIST)).toMatch(
      /^catering-tableware-1\*60~-6\*60~decor-1\.v2\*12~-21\.v3\*4~linen-3\.[0-9a-z]{4}$/,
    )
    expect(sharedListHref(LIST)).toMatch(/^\/hire-list\/shared\?items=catering-tableware-1\*60~/)
  })

  it('round-trips any list of distinct lines', () => {
    fc.assert(
      fc.property(distinct, (items) => {
        expect(decodeSharedList(encodeSharedList(items))).toEqual({ ok: true, items })
      }),
    )
  })

  it('uses only characters encodeURIComponent leaves alone, so every writer of the URL agrees', () => {
    fc.assert(
      fc.property(distinct, (items) => {
        const value = encodeSharedList(items)
        expect(encodeURIComponent(value)).toBe(value)
      }),
    )
  })

  it('fits a 20-line list in well under 300 characters of query', () => {
    const href = sharedListHref(TWENTY)
    expect(decodeSharedList(encodeSharedList(TWENTY))).toEqual({ ok: true, items: TWENTY })
    // https://amaranthevents.com.au + this path: comfortably inside two SMS segments.
    expect(href.length).toBeLessThan(260)
  })

  it('carries no names, prices or anything but ids, variants and quantities', () => {
    const value = encodeSharedList(LIST)
    expect(value).not.toMatch(/\$|%|@|[A-Z]{2,}/)
    expect(value).toMatch(/^(?:-?[a-z0-9-]+(?:\.v\d)?(?:\*\d+)?~?)+\.[0-9a-z]{4}$/)
  })

  it('adds up a product and variant given twice, as the list itself would', () => {
    const twice = encodeSharedList([
      { productId: 'decor-1', quantity: 2 },
      { productId: 'decor-1', quantity: 3 },
    ])
    expect(decodeSharedList(twice)).toEqual({ ok: true, items: [{ productId: 'decor-1', quantity: 5 }] })
  })

  it.each([
    ['nothing', undefined, 'missing'],
    ['an empty value', '', 'missing'],
    ['an object', { items: 'decor-1' }, 'missing'],
    ['no check', 'decor-1*3', 'malformed'],
    ['a short check', 'decor-1*3.ab', 'malformed'],
    ['a zero quantity', 'decor-1*0.aaaa', 'changed'],
    ['a negative quantity', 'decor-1*-3.aaaa', 'changed'],
    ['script', '<script>alert(1)</script>.aaaa', 'changed'],
    ['a relative id first', '-1*3.aaaa', 'changed'],
    ['a huge value', 'decor-1~'.repeat(2000) + '.aaaa', 'malformed'],
  ])('%s: read as not a list, never thrown', (_, value, reason) => {
    expect(decodeSharedList(value)).toEqual({ ok: false, reason })
  })

  it('recognises any edit of a quantity, an id or a variant, and a link cut short', () => {
    const value = encodeSharedList(LIST)
    for (const tampered of [
      value.replace('*60', '*61'),
      value.replace('decor-1', 'decor-2'),
      value.replace('.v2', '.v1'),
      value.replace(/~linen-3\./, '.'),
      value.slice(0, value.indexOf('~decor')) + value.slice(-5),
    ]) {
      expect(tampered).not.toBe(value)
      expect(decodeSharedList(tampered)).toEqual({ ok: false, reason: 'changed' })
    }
    expect(decodeSharedList(value.slice(0, -2)).ok).toBe(false)
    expect(decodeSharedList(value.slice(0, 30)).ok).toBe(false)
  })

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()), (value) => {
        const result = decodeSharedList(value)
        expect(typeof result.ok).toBe('boolean')
      }),
    )
  })

  it("the route's search keeps `items` as text and drops everything else", () => {
    expect(validateSharedListSearch({ items: 'decor-1.abcd', utm_source: 'sms' })).toEqual({ items: 'decor-1.abcd' })
    expect(validateSharedListSearch({ items: 12.5 })).toEqual({ items: '12.5' })
    expect(validateSharedListSearch({ items: ['a'] })).toEqual({})
    expect(validateSharedListSearch({})).toEqual({})
  })
})
