/** The seed's booking days are the booking's defaults (src/rules/bookingDefaults.ts); its deposit is its own. */
import { describe, expect, it } from 'vitest'
import { BOOKING_DEFAULTS } from '../src/rules/bookingDefaults.ts'
import { one } from './support/seedDataset.ts'

describe('the seeded hire terms', () => {
  it('carry the default days and a deposit of their own', () => {
    const { depositPercent, balanceDueDays, quoteValidDays, balanceReminderDays } = one('hireTerms')
    expect({ balanceDueDays, quoteValidDays, balanceReminderDays }).toEqual({
      balanceDueDays: BOOKING_DEFAULTS.balanceDueDays,
      quoteValidDays: BOOKING_DEFAULTS.quoteValidDays,
      balanceReminderDays: BOOKING_DEFAULTS.balanceReminderDays,
    })
    expect(depositPercent).toBeGreaterThan(BOOKING_DEFAULTS.depositPercent)
  })
})
