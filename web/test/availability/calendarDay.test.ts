import { describe, expect, it } from 'vitest'
import { checkAvailabilityDate, formatEventDay } from '../../src/availability/calendarDay.ts'
import { overLimit } from '../../src/availability/listCheck.ts'
import { availabilityText, lineLimitText } from '../../src/availability/wording.ts'

describe('availability dates and words', () => {
  it('refuses a past date, one over three years ahead, and a date that does not exist', () => {
    const today = '2026-11-25'
    expect(checkAvailabilityDate('2026-11-25', today).ok).toBe(true)
    expect(checkAvailabilityDate('2029-11-25', today).ok).toBe(true)
    expect(checkAvailabilityDate('2026-11-24', today)).toEqual({
      ok: false,
      message: 'That date has passed. Choose the date of your event.',
    })
    expect(checkAvailabilityDate('2029-11-26', today)).toMatchObject({
      ok: false,
      message: expect.stringContaining('3 years ahead'),
    })
    expect(checkAvailabilityDate('2027-02-30', today).ok).toBe(false)
    expect(checkAvailabilityDate('16/10/2027', today).ok).toBe(false)
  })

  it('writes a date one way, and the three states in the exact words', () => {
    expect(formatEventDay('2027-10-16')).toBe('Saturday 16 October 2027')
    expect(availabilityText({ free: 100, stock: 100 }, '2027-10-16')).toBe('Available on Saturday 16 October 2027')
    expect(availabilityText({ free: 20, stock: 100 }, '2027-10-16')).toBe('Only 20 left on Saturday 16 October 2027')
    expect(availabilityText({ free: 0, stock: 2 }, '2027-10-16')).toBe('Booked out on Saturday 16 October 2027')
    expect(lineLimitText(40, '2027-10-16')).toBe('Only 40 available on Saturday 16 October 2027')
  })

  it('finds the list lines over what is free, counting lines of one piece together', () => {
    const counts = { 'styling-furniture-2': { free: 40, stock: 100 }, 'decor-1:v1': { free: 12, stock: 12 } }
    const lines = [
      { productId: 'styling-furniture-2', quantity: 80 },
      { productId: 'decor-1', variantKey: 'v1', quantity: 6 },
      { productId: 'decor-1', variantKey: 'v1', quantity: 7 },
      { productId: 'decor-17', quantity: 500 },
    ]
    expect(overLimit(lines, counts)).toEqual([
      { line: lines[0], free: 40 },
      { line: lines[1], free: 12 },
      { line: lines[2], free: 12 },
    ])
  })
})
