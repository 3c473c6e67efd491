import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  roundUp,
  scaleLookQuantity,
  sparePercent,
  suggestQuantity,
  type PlanningRule,
} from '../../src/planning/scaling.ts'
import { GUESTS_MAX, PER_TABLE_MAX, tablesFor } from '../../src/planning/guestPlan.ts'
import { LINE_QUANTITY_MAX } from '../../src/planning/lineQuantity.ts'

const perGuest = (amount: number, spare?: number, categorySpare?: number): PlanningRule => ({
  scaling: { basis: 'guest', amount, ...(spare === undefined ? {} : { sparePercent: spare }) },
  categorySpare: categorySpare ?? null,
})

describe('suggestQuantity', () => {
  it('gives one plate per guest and the category spare, rounded up, and says why', () => {
    expect(suggestQuantity(perGuest(1, undefined, 10), { guests: 120, tables: 12 })).toEqual({
      quantity: 132,
      reason: '120 guests × 1 + 10% spare = 132',
    })
    expect(suggestQuantity(perGuest(1, undefined, 10), { guests: 121, tables: 13 })?.quantity).toBe(134) // 133.1 up
  })

  it('lets a product override its category spare, down to none', () => {
    expect(suggestQuantity(perGuest(1, 0, 10), { guests: 120, tables: 12 })).toEqual({
      quantity: 120,
      reason: '120 guests × 1 = 120',
    })
    expect(sparePercent(perGuest(1, 5, 10))).toBe(5)
    expect(sparePercent({ scaling: { basis: 'guest', amount: 1 } })).toBe(0)
  })

  it('counts per table from the tables the guests make', () => {
    const cloth: PlanningRule = { scaling: { basis: 'table', amount: 1, sparePercent: 0 }, categorySpare: 10 }
    expect(suggestQuantity(cloth, { guests: 120, tables: tablesFor(120, 10) })).toEqual({
      quantity: 12,
      reason: '12 tables × 1 = 12',
    })
    expect(suggestQuantity(cloth, { guests: 121, tables: tablesFor(121, 10) })?.quantity).toBe(13)
    const votives: PlanningRule = { scaling: { basis: 'table', amount: 6, sparePercent: 10 } }
    expect(suggestQuantity(votives, { guests: 120, tables: 12 })?.reason).toBe('12 tables × 6 + 10% spare = 80')
  })

  it('gives a fixed number for the event, whatever the guests', () => {
    const stand: PlanningRule = { scaling: { basis: 'event', amount: 1 }, categorySpare: 10 }
    expect(suggestQuantity(stand, { guests: 5000, tables: 500 })).toEqual({ quantity: 1, reason: '1 for the event' })
  })

  it('rounds a fraction per guest up to a whole piece, never to none', () => {
    expect(suggestQuantity(perGuest(0.04, 0), { guests: 120, tables: 12 })).toEqual({
      quantity: 5,
      reason: '120 guests × 0.04 = 5',
    })
    expect(suggestQuantity(perGuest(0.02, 0), { guests: 1, tables: 1 })?.quantity).toBe(1)
  })

  it('suggests nothing without a rule, or with half of one', () => {
    expect(suggestQuantity(undefined, { guests: 120, tables: 12 })).toBeUndefined()
    expect(suggestQuantity({ scaling: null, categorySpare: 10 }, { guests: 120, tables: 12 })).toBeUndefined()
    expect(suggestQuantity({ scaling: { basis: 'guest' } }, { guests: 120, tables: 12 })).toBeUndefined()
    expect(suggestQuantity({ scaling: { basis: 'seat', amount: 1 } }, { guests: 120, tables: 12 })).toBeUndefined()
  })
})

describe('scaling properties', () => {
  const guests = fc.integer({ min: 1, max: 5000 })
  const perTable = fc.integer({ min: 1, max: 50 })
  const amount = fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100)
  const spare = fc.integer({ min: 0, max: 50 })

  it('per guest: the least whole number covering guests × amount plus the spare', () => {
    fc.assert(
      fc.property(guests, amount, spare, (g, a, s) => {
        const suggestion = suggestQuantity(perGuest(a, s), { guests: g, tables: 1 })!
        // What the rule asks for, before the cap of a line (the most a line holds, tested below).
        const asked = suggestion.capped ?? suggestion.quantity
        const exact = (g * a * (100 + s)) / 100
        expect(asked).toBeGreaterThanOrEqual(Math.max(1, exact - 1e-6))
        expect(asked - 1).toBeLessThan(Math.max(1, exact))
        expect(suggestion.quantity).toBe(Math.min(LINE_QUANTITY_MAX, asked))
      }),
    )
  })

  it('per table: every guest has a seat, no table is empty, and the suggestion follows the tables', () => {
    fc.assert(
      fc.property(guests, perTable, fc.integer({ min: 1, max: 5 }), (g, p, a) => {
        const tables = tablesFor(g, p)
        expect(tables * p).toBeGreaterThanOrEqual(g)
        expect((tables - 1) * p).toBeLessThan(g)
        const rule: PlanningRule = { scaling: { basis: 'table', amount: a, sparePercent: 0 } }
        expect(suggestQuantity(rule, { guests: g, tables })?.quantity).toBe(Math.min(LINE_QUANTITY_MAX, tables * a))
      }),
    )
  })

  it('never suggests fewer for more guests', () => {
    fc.assert(
      fc.property(guests, guests, amount, spare, (g1, g2, a, s) => {
        const [low, high] = g1 <= g2 ? [g1, g2] : [g2, g1]
        const q = (g: number) => suggestQuantity(perGuest(a, s), { guests: g, tables: 1 })!.quantity
        expect(q(low)).toBeLessThanOrEqual(q(high))
      }),
    )
  })

  it('a fixed number does not move with guests', () => {
    fc.assert(
      fc.property(guests, fc.integer({ min: 1, max: 100 }), (g, n) => {
        expect(
          suggestQuantity({ scaling: { basis: 'event', amount: n }, categorySpare: 10 }, { guests: g, tables: 1 })
            ?.quantity,
        ).toBe(n)
      }),
    )
  })

  it('roundUp forgets float noise but never rounds a real fraction down', () => {
    expect(roundUp((120 * 110) / 100)).toBe(132)
    expect(roundUp(120 * 1.1)).toBe(132)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), (n) => {
        expect(roundUp(n + 0.001)).toBe(n + 1)
      }),
    )
  })
})

describe('scaleLookQuantity', () => {
  const plate = perGuest(1, undefined, 10)
  it('scales pieces by guests in proportion to the guests the look was styled for', () => {
    expect(scaleLookQuantity(60, plate, 60, 120)).toBe(120)
    expect(scaleLookQuantity(24, { scaling: { basis: 'table', amount: 4 } }, 60, 90)).toBe(36)
    expect(scaleLookQuantity(6, { scaling: { basis: 'table', amount: 1 } }, 60, 10)).toBe(1)
  })
  it('leaves pieces for the event, pieces without a rule and looks without a guest count as styled', () => {
    expect(scaleLookQuantity(1, { scaling: { basis: 'event', amount: 1 } }, 60, 600)).toBe(1)
    expect(scaleLookQuantity(4, undefined, 60, 600)).toBe(4)
    expect(scaleLookQuantity(60, plate, null, 600)).toBe(60)
  })
  it('holds about k times the quantities for k times the guests', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 10 }),
        (q, styled, k) => {
          expect(scaleLookQuantity(q, plate, styled, styled * k)).toBe(Math.min(LINE_QUANTITY_MAX, q * k))
        },
      ),
    )
  })
})

describe('the most a line can hold', () => {
  it('is 999', () => expect(LINE_QUANTITY_MAX).toBe(999))

  it('caps a suggestion at 999 and says so in its reason', () => {
    expect(suggestQuantity(perGuest(1, undefined, 10), { guests: 5000, tables: 500 })).toEqual({
      quantity: 999,
      capped: 5500,
      reason: '5,000 guests × 1 + 10% spare = 5,500, capped at 999: the most a line can hold',
    })
    expect(suggestQuantity(perGuest(1, 0), { guests: 999, tables: 100 })).toEqual({
      quantity: 999,
      reason: '999 guests × 1 = 999',
    })
    expect(suggestQuantity({ scaling: { basis: 'event', amount: 2000 } }, { guests: 1, tables: 1 })).toMatchObject({
      quantity: 999,
      capped: 2000,
    })
  })

  it('caps a look scaled for many guests', () => {
    expect(scaleLookQuantity(60, perGuest(1), 60, 5000)).toBe(999)
  })

  it('no plan the fields accept suggests more than a line holds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: GUESTS_MAX }),
        fc.integer({ min: 1, max: PER_TABLE_MAX }),
        fc.constantFrom('guest', 'table', 'event'),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.integer({ min: 0, max: 100 }),
        (guests, perTable, basis, amount, spare) => {
          const rule = { scaling: { basis, amount, sparePercent: spare } }
          const suggestion = suggestQuantity(rule, { guests, tables: tablesFor(guests, perTable) })!
          expect(suggestion.quantity).toBeLessThanOrEqual(LINE_QUANTITY_MAX)
          expect(suggestion.quantity >= LINE_QUANTITY_MAX || suggestion.capped === undefined).toBe(true)
        },
      ),
    )
  })
})
