import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import { BOOKING_DEFAULTS } from '@amaranth/schemas/rules/bookingDefaults'
import { describe, expect, it } from 'vitest'
import { bookingSettingsFrom } from '../../../src/server/booking/bookingSettings.ts'

/**
 * The booking's defaults have one home (schemas/src/rules/bookingDefaults.ts): the CMS query's fallbacks
 * and the server's are both that module's, so changing a default is a one-line change.
 */
const SETTINGS = Object.keys(BOOKING_DEFAULTS) as Array<keyof typeof BOOKING_DEFAULTS>

describe('the booking defaults', () => {
  it("are the CMS query's fallbacks for a terms document that predates a setting", () => {
    const fallbacks = Object.fromEntries(
      SETTINGS.map((name) => [
        name,
        Number(new RegExp(`"${name}": coalesce\\(${name}, (\\d+)\\)`).exec(hireChargesQuery)?.[1]),
      ]),
    )
    expect(fallbacks).toEqual(BOOKING_DEFAULTS)
  })

  it("are the server's when the CMS holds no terms, or a setting is not a number", async () => {
    expect(await bookingSettingsFrom({ fetch: async () => null } as never)).toEqual({
      ...BOOKING_DEFAULTS,
      termsVersion: null,
    })
    const odd = { depositPercent: 'thirty', quoteValidDays: -1, termsVersion: '2026-11-01' }
    expect(await bookingSettingsFrom({ fetch: async () => odd } as never)).toEqual({
      ...BOOKING_DEFAULTS,
      termsVersion: '2026-11-01',
    })
  })
})
