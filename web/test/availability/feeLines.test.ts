import { describe, expect, it } from 'vitest'
import { freeOn, type Booking } from '../../src/availability/holds.ts'
import type { StockedProduct } from '../../src/availability/stock.ts'
import { feeLineMatcher } from '../../src/lib/feeLines.ts'
import { estimateHire } from '../../src/pricing/estimate.ts'
import { chair } from './catalogue.ts'

/** Pieces whose names begin like a charge. */
const namedLikeFees: StockedProduct[] = [
  { ...chair, id: 'decor-40', name: 'Collection Basket', stock: 12 },
  { ...chair, id: 'decor-41', name: 'Setup Trestle Table', stock: 8 },
  { ...chair, id: 'decor-42', name: 'Travel Trunk', stock: 5 },
  { ...chair, id: 'decor-43', name: 'Delivery Bike', stock: 2 },
]
const catalogue = [chair, ...namedLikeFees]
const confirmed = (items: string[], eventDate = '2027-10-16', ref = 'rec1'): Booking => ({
  ref,
  eventDate,
  status: 'Confirmed',
  items: items.join('\n'),
})

describe('fee lines, known by their whole names', () => {
  it('holds stock for pieces named like a charge', () => {
    const booking = confirmed([
      'Collection Basket x 4 = $40.00',
      'Setup Trestle Table x 3 = $60.00',
      'Travel Trunk x 1 = $25.00',
      'Delivery Bike x 2 = $90.00',
    ])
    const { counts, unknown } = freeOn('2027-10-16', catalogue, [booking])
    expect(counts.get('decor-40')).toEqual({ free: 8, stock: 12 })
    expect(counts.get('decor-41')).toEqual({ free: 5, stock: 8 })
    expect(counts.get('decor-42')).toEqual({ free: 4, stock: 5 })
    expect(counts.get('decor-43')).toEqual({ free: 0, stock: 2 })
    expect(unknown).toEqual([])
  })

  it("passes over the lines the estimate writes, whatever the zone's name or the waiver's percentage", () => {
    const charges = { zones: [], damageWaiverPercent: 7.5, depositPercent: 30 }
    const zone = { id: 'z', name: 'Perth metro', postcodes: ['6000-6199'], fee: 180, minimumOrder: 0 }
    const estimate = estimateHire({
      itemsCents: 8500,
      postcode: '6000',
      damageWaiver: true,
      charges: { ...charges, zones: [zone] },
    })
    const feeLines = estimate.charges.map(({ name, cents }) => `${name} x 1 = $${(cents / 100).toFixed(2)}`)
    expect(feeLines).toEqual([
      'Delivery, setup and collection (Perth metro) x 1 = $180.00',
      'Damage waiver (7.5%) x 1 = $6.38',
    ])
    const booking = confirmed([
      'Crossback Timber Chair x 10 = $85.00',
      ...feeLines,
      'Delivery, setup and collection (Moreton Bay & Scenic Rim)',
      'Damage waiver (10%) x 1 = $24.00',
    ])
    const { counts, unknown } = freeOn('2027-10-16', catalogue, [booking])
    expect(counts.get('styling-furniture-2')!.free).toBe(90)
    expect(unknown).toEqual([])
  })

  it('passes over the cancellation fee a late reduction keeps (Final numbers)', () => {
    const booking = confirmed(['Crossback Timber Chair x 10 = $85.00', 'Cancellation fee x 1 = $40.00'])
    const { counts, unknown } = freeOn('2027-10-16', catalogue, [booking])
    expect(counts.get('styling-furniture-2')!.free).toBe(90)
    expect(unknown).toEqual([])
    expect(feeLineMatcher()('Cancellation fee (chairs)')).toBe(false)
  })

  it('passes over the charges staff list in the CMS, and reports any other line', () => {
    const booking = confirmed([
      'Travel surcharge x 1 = $50.00',
      'after-hours  delivery = $80',
      'Delivery x 1 = $150.00',
    ])
    const listed = freeOn('2027-10-16', catalogue, [booking], ['Travel surcharge', 'After-hours delivery'])
    expect(listed.unknown).toEqual([{ ref: 'rec1', line: 'Delivery x 1 = $150.00', reason: 'no product of that name' }])
    const unlisted = freeOn('2027-10-16', catalogue, [booking])
    expect(unlisted.unknown.map(({ line }) => line)).toEqual([
      'Travel surcharge x 1 = $50.00',
      'after-hours  delivery = $80',
      'Delivery x 1 = $150.00',
    ])
  })

  it('matches a name whole, never by how it begins or ends', () => {
    const isFee = feeLineMatcher(['Travel surcharge'])
    expect(isFee('Travel surcharge')).toBe(true)
    expect(isFee('Travel surcharge (Noosa)')).toBe(false)
    expect(isFee('Travel')).toBe(false)
    expect(isFee('Damage waiver')).toBe(false)
    expect(isFee('Damage waiver (10%) extra')).toBe(false)
    expect(isFee('Delivery, setup and collection')).toBe(false)
  })
})

describe('Confirmed requests whose date is not a day', () => {
  it('are reported, holding nothing, beside the ones that are', () => {
    const items = ['Crossback Timber Chair x 30 = $255.00']
    const bookings = [
      confirmed(items, '16/10/2027', 'rec7'),
      confirmed(items, '', 'rec8'),
      confirmed(items, '2027-02-30', 'rec9'),
      confirmed(items, '2027-10-16', 'rec10'),
      { ...confirmed(items, 'soon', 'rec11'), status: 'New' },
    ]
    const { counts, undated } = freeOn('2027-10-16', catalogue, bookings)
    expect(counts.get('styling-furniture-2')!.free).toBe(70)
    expect(undated).toEqual([
      { ref: 'rec7', eventDate: '16/10/2027' },
      { ref: 'rec8', eventDate: '' },
      { ref: 'rec9', eventDate: '2027-02-30' },
    ])
  })
})
