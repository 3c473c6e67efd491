import { describe, expect, it } from 'vitest'
import { quoteFigures } from '../../src/booking/amounts.ts'
import { depositOf } from '../../src/pricing/deposit.ts'
import { estimateHire } from '../../src/pricing/estimate.ts'

describe('depositOf: a percentage of a total, rounded half up to the cent', () => {
  it.each([
    [123_45, 30, 37_04], // 3703.5 rounds up
    [100_01, 30, 30_00], // 3000.3 rounds down
    [33_33, 50, 16_67], // 1666.5 rounds up
    [1_05, 10, 11], // 10.5 rounds up
    [55_00, 0.7, 39], // 38.5 rounds up (floating point says 38.4999…)
    [999_99, 12.5, 125_00], // 12499.875
    [0, 30, 0],
    [640_00, 100, 640_00],
  ])('%i cents at %f percent is %i', (total, percent, expected) => {
    expect(depositOf(total, percent)).toBe(expected)
  })
})

describe('one deposit for the estimate and the charge', () => {
  // The CMS takes a whole percent, where rounding the float agrees with this rule; with a fraction (0.7 %)
  // the float alone shows a cent less than the quote charges.
  const estimated = (totalCents: number, depositPercent: number) =>
    estimateHire({
      itemsCents: totalCents,
      damageWaiver: false,
      charges: { zones: [], damageWaiverPercent: 0, depositPercent },
    }).depositCents
  const charged = (totalCents: number, depositPercent: number) =>
    quoteFigures(
      { lines: [], totalCents, eventDate: '2030-06-01' },
      { depositPercent, balanceDueDays: 14 },
      '2030-01-01',
    ).depositCents

  it.each([
    [444_00, 30],
    [123_45, 30],
    [33_33, 50],
    [55_00, 0.7],
    [12_500, 0.58],
  ])('%i cents at %f percent: the hire list shows what the quote charges', (total, percent) => {
    expect(estimated(total, percent)).toBe(depositOf(total, percent))
    expect(charged(total, percent)).toBe(depositOf(total, percent))
  })
})
