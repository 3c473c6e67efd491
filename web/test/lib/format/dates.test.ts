import { describe, expect, it } from 'vitest'
import { formatLongDate } from '../../../src/lib/format/longDate.ts'
import { formatMonthYear } from '../../../src/lib/format/monthYear.ts'

// Intl's wording before decision 0030: the written-out dates must read the same.
const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const monthYear = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const DAY = 24 * 60 * 60 * 1000

describe('calendar dates, written out as en-AU writes them', () => {
  it('every day from 1990 to 2045 reads as Intl writes it', () => {
    for (let at = Date.UTC(1990, 0, 1); at <= Date.UTC(2045, 11, 31); at += DAY) {
      const iso = new Date(at).toISOString().slice(0, 10)
      expect(formatLongDate(iso), iso).toBe(longDate.format(at))
      expect(formatMonthYear(iso), iso).toBe(monthYear.format(at))
    }
  })

  it('keeps what is not a date as it came', () => {
    expect(formatLongDate('2026-11-01')).toBe('1 November 2026')
    expect(formatLongDate('soon')).toBe('soon')
    expect(formatMonthYear('2025-10-01T00:00:00Z')).toBe('October 2025')
    expect(formatMonthYear('')).toBe('')
  })
})
