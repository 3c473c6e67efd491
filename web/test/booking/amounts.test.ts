import { describe, expect, it } from 'vitest'
import {
  balanceDueDate,
  balanceLeft,
  figuresChanged,
  inBalanceWindow,
  quoteFigures,
} from '../../src/booking/amounts.ts'

const TERMS = { depositPercent: 30, balanceDueDays: 14 }
const lines = [{ text: 'Chiavari chair x 80 = $640.00', cents: 640_00 }]

describe('the balance window', () => {
  it('is due balanceDueDays before the event, across a month and a year end', () => {
    expect(balanceDueDate('2027-03-10', 14)).toBe('2027-02-24')
    expect(balanceDueDate('2027-01-05', 14)).toBe('2026-12-22')
  })

  it('starts on the due day itself: the day before, a deposit; on it and after, the whole total', () => {
    expect(inBalanceWindow('2027-03-10', 14, '2027-02-23')).toBe(false)
    expect(inBalanceWindow('2027-03-10', 14, '2027-02-24')).toBe(true)
    expect(inBalanceWindow('2027-03-10', 14, '2027-03-10')).toBe(true)
  })

  it('asks for the deposit outside it and for everything inside it', () => {
    const outside = quoteFigures({ lines, totalCents: 640_00, eventDate: '2027-03-10' }, TERMS, '2027-02-23')
    expect(outside).toEqual({
      lines,
      totalCents: 640_00,
      depositCents: 192_00,
      depositPercent: 30,
      balanceCents: 448_00,
      balanceDueDate: '2027-02-24',
    })
    const inside = quoteFigures({ lines, totalCents: 640_00, eventDate: '2027-03-10' }, TERMS, '2027-02-24')
    expect(inside).toMatchObject({ depositCents: 640_00, depositPercent: 100, balanceCents: 0 })
  })

  it('takes the whole total when there is no deposit percentage', () => {
    expect(
      quoteFigures(
        { lines, totalCents: 640_00, eventDate: '2027-03-10' },
        { ...TERMS, depositPercent: 0 },
        '2026-12-01',
      ),
    ).toMatchObject({ depositCents: 640_00, balanceCents: 0 })
  })
})

describe('changed totals', () => {
  it('sees a changed total or a changed line, and nothing else', () => {
    const accepted = { lines, totalCents: 640_00 }
    expect(figuresChanged(accepted, { lines: [...lines], totalCents: 640_00 })).toBe(false)
    expect(figuresChanged(accepted, { lines, totalCents: 700_00 })).toBe(true)
    expect(
      figuresChanged(accepted, {
        lines: [{ text: 'Chiavari chair x 90 = $720.00', cents: 720_00 }],
        totalCents: 640_00,
      }),
    ).toBe(true)
  })

  it('leaves the accepted total less everything paid, never below nothing', () => {
    expect(balanceLeft(700_00, 192_00, 0)).toBe(508_00)
    expect(balanceLeft(700_00, 192_00, 508_00)).toBe(0)
    expect(balanceLeft(150_00, 192_00, 0)).toBe(0)
  })
})
