import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { freeOn, type Booking } from '../../src/availability/holds.ts'
import type { StockedProduct } from '../../src/availability/stock.ts'
import { chair } from './catalogue.ts'

const cloth: StockedProduct = {
  id: 'linen-5',
  name: 'White Linen Tablecloth',
  stock: null,
  variants: [
    { _key: 'v1', label: 'Round, 2.7 m', stock: 30 },
    { _key: 'v2', label: 'Rectangle, 2.3 x 3.0 m', stock: 40 },
    { _key: 'v3', label: 'Rectangle, 2.3 x 3.6 m', stock: null },
  ],
  turnaroundDaysBefore: 1,
  turnaroundDaysAfter: 2,
}
const garland: StockedProduct = { ...chair, id: 'decor-17', name: 'Eucalyptus Garland', stock: null }
const catalogue = [chair, cloth, garland]

const confirmed = (eventDate: string, items: string, ref = 'rec1'): Booking => ({
  ref,
  eventDate,
  status: 'Confirmed',
  items,
})
const free = (date: string, bookings: Booking[], key = 'styling-furniture-2') =>
  freeOn(date, catalogue, bookings).counts.get(key)?.free

describe('freeOn: the overlap arithmetic', () => {
  const wedding = confirmed('2027-10-16', 'Crossback Timber Chair x 80 = $680.00')

  it('holds a confirmed request on its date and through the turnaround before and after', () => {
    expect(free('2027-10-16', [wedding])).toBe(20)
    // Chairs turn around a day each side: an event two days off still clashes (out the 15th to the 17th, and 14th to the 16th for ours).
    expect(free('2027-10-14', [wedding])).toBe(20)
    expect(free('2027-10-18', [wedding])).toBe(20)
    expect(free('2027-10-13', [wedding])).toBe(100)
    expect(free('2027-10-19', [wedding])).toBe(100)
  })

  it("uses each product's own turnaround: linen is laundered for two days after", () => {
    const linen = confirmed('2027-10-16', 'White Linen Tablecloth (Round, 2.7 m) x 10 = $250.00')
    expect(free('2027-10-19', [linen], 'linen-5:v1')).toBe(20)
    expect(free('2027-10-20', [linen], 'linen-5:v1')).toBe(30)
    expect(free('2027-10-13', [linen], 'linen-5:v1')).toBe(20)
    expect(free('2027-10-12', [linen], 'linen-5:v1')).toBe(30)
  })

  it('counts variants apart, and leaves "on request" pieces out', () => {
    const linen = confirmed('2027-10-16', 'White Linen Tablecloth (Rectangle, 2.3 x 3.0 m) x 15 = $400.00')
    const { counts } = freeOn('2027-10-16', catalogue, [linen])
    expect(counts.get('linen-5:v2')).toEqual({ free: 25, stock: 40 })
    expect(counts.get('linen-5:v1')).toEqual({ free: 30, stock: 30 })
    expect(counts.has('linen-5:v3')).toBe(false)
    expect(counts.has('linen-5')).toBe(false)
    expect(counts.has('decor-17')).toBe(false)
  })

  it('reads quantities as staff edited them, and adds requests together', () => {
    const edited = confirmed('2027-10-16', 'crossback  timber chair x 45', 'rec2')
    expect(free('2027-10-16', [wedding, edited])).toBe(0)
    expect(free('2027-10-16', [edited])).toBe(55)
  })

  it('holds nothing for new, quoted, cancelled or completed requests', () => {
    for (const status of ['New', 'Quoted', 'Cancelled', 'Completed', null])
      expect(free('2027-10-16', [{ ...wedding, status }])).toBe(100)
  })

  it('reports lines that match no product, ignores fee lines, and still counts the rest', () => {
    const items = [
      'Crossback Timber Chair x 10 = $85.00',
      'Crossback Chair x 5 = $42.50',
      'White Linen Tablecloth x 2 = $50.00',
      'White Linen Tablecloth (Square) x 2 = $50.00',
      'Delivery, setup and collection (Perth metro) x 1 = $180.00',
      'Damage waiver (10%) x 1 = $24.00',
      'please call about florals',
    ].join('\n')
    const { counts, unknown } = freeOn('2027-10-16', catalogue, [confirmed('2027-10-16', items, 'rec9')])
    expect(counts.get('styling-furniture-2')!.free).toBe(90)
    expect(unknown).toEqual([
      { ref: 'rec9', line: 'Crossback Chair x 5 = $42.50', reason: 'no product of that name' },
      {
        ref: 'rec9',
        line: 'White Linen Tablecloth x 2 = $50.00',
        reason: 'names no size or finish of White Linen Tablecloth',
      },
      {
        ref: 'rec9',
        line: 'White Linen Tablecloth (Square) x 2 = $50.00',
        reason: 'White Linen Tablecloth has no "Square"',
      },
      { ref: 'rec9', line: 'please call about florals', reason: 'not in the form "{name} x {quantity}"' },
    ])
  })

  it('never goes below 0 nor above stock (property)', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((n) => `2027-10-${String(1 + (n % 28)).padStart(2, '0')}`)
    const line = fc.tuple(
      fc.constantFrom('Crossback Timber Chair', 'White Linen Tablecloth (Round, 2.7 m)', 'Unknown'),
      fc.nat(500),
    )
    const booking = fc.record({
      ref: fc.string(),
      eventDate: day,
      status: fc.constantFrom('New', 'Confirmed', 'Cancelled', 'Completed', null),
      items: fc.array(line, { maxLength: 5 }).map((lines) => lines.map(([name, n]) => `${name} x ${n}`).join('\n')),
    })
    fc.assert(
      fc.property(day, fc.array(booking, { maxLength: 30 }), (date, bookings) => {
        for (const { free, stock } of freeOn(date, catalogue, bookings).counts.values()) {
          expect(free).toBeGreaterThanOrEqual(0)
          expect(free).toBeLessThanOrEqual(stock)
        }
      }),
    )
  })
})
