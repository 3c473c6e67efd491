import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  describePlan,
  guestPlan,
  guestsError,
  perTableError,
  tableChoice,
  wholeNumberIn,
} from '../../src/planning/guestPlan.ts'
import { fitsTables, fittingTables } from '../../src/planning/tableFit.ts'

describe('the guest plan', () => {
  it('needs a whole number of guests from 1 to 5,000 and of guests per table from 1 to 50', () => {
    expect(guestPlan({ guests: '120', perTable: '10' })).toEqual({ guests: 120, perTable: 10, tables: 12 })
    expect(guestPlan({ guests: '1,200', perTable: '' })).toEqual({ guests: 1200, perTable: 10, tables: 120 })
    for (const guests of ['0', '5001', '12.5', '-3', 'abc', '1e3', '', ' '])
      expect(guestPlan({ guests, perTable: '10' })).toBeUndefined()
    for (const perTable of ['0', '51', '8.5', 'ten']) expect(guestPlan({ guests: '120', perTable })).toBeUndefined()
  })

  it('says what is wrong, and nothing about a blank field', () => {
    expect(guestsError('0')).toBe('Guests must be a whole number from 1 to 5,000')
    expect(guestsError('')).toBeUndefined()
    expect(guestsError('5000')).toBeUndefined()
    expect(perTableError('51')).toBe('Guests per table must be a whole number from 1 to 50')
    expect(perTableError('8')).toBeUndefined()
  })

  it('accepts exactly the whole numbers in range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 6000 }).map(String), fc.string()), (text) => {
        const value = wholeNumberIn(text, 5000)
        if (value !== undefined) expect(Number.isInteger(value) && value >= 1 && value <= 5000).toBe(true)
        if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 5000) expect(value).toBe(Number(text))
      }),
    )
  })

  it('reads to staff as guests, per table and tables', () => {
    expect(describePlan({ guests: 120, perTable: 10 })).toBe('120 guests, 10 per table: 12 tables')
    expect(describePlan({ guests: 1, perTable: 8, tableChoice: tableChoice('long-2.4') })).toBe(
      '1 guest, 8 per table: 1 table (long, 2.4 m)',
    )
  })
})

describe('cloths and tables', () => {
  const fits = [
    { variant: 'Round, 2.7 m', shape: 'round', lengths: [1.5, 1.8] },
    { variant: 'Rectangle, 2.3 x 3.6 m', shape: 'long', lengths: [2.4] },
  ]
  it('fits when the chosen size is cut for the chosen tables', () => {
    expect(fitsTables(fits, 'Round, 2.7 m', tableChoice('round-1.8'))).toBe(true)
    expect(fitsTables(fits, 'Round, 2.7 m', tableChoice('long-2.4'))).toBe(false)
    expect(fitsTables(fits, 'Rectangle, 2.3 x 3.6 m', tableChoice('long-1.8'))).toBe(false)
    expect(fittingTables(fits, 'Round, 2.7 m')).toBe('round tables of 1.5 or 1.8 m')
  })
  it('says nothing of pieces that are not cloths, or without tables chosen', () => {
    expect(fitsTables([], 'Round, 2.7 m', tableChoice('round-1.8'))).toBeUndefined()
    expect(fitsTables(fits, 'Round, 2.7 m', undefined)).toBeUndefined()
  })
})
