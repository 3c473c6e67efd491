import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import { BOOKING_DEFAULTS } from '@amaranth/schemas/rules/bookingDefaults'
import type { SanityClient } from '@sanity/client'
import type { AmountTerms } from '../../booking/amounts.ts'

/** The hire terms' booking settings; the booking's defaults stand in for any the CMS does not hold yet. */
export type BookingSettings = AmountTerms & {
  quoteValidDays: number
  balanceReminderDays: number
  /** The hire terms' `effectiveDate`: the version a couple accepts. */
  termsVersion: string | null
}

type Raw = Partial<Record<keyof BookingSettings, unknown>> | null

const days = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback

/**
 * The settings as the CMS holds them now, read with the hire charges (the estimate's query). A failed
 * read throws (the caller answers 503): a deposit is never charged at a percentage guessed in an outage.
 */
export async function bookingSettingsFrom(sanity: Pick<SanityClient, 'fetch'>): Promise<BookingSettings> {
  const raw = (await sanity.fetch(hireChargesQuery)) as Raw
  return {
    depositPercent: days(raw?.depositPercent, BOOKING_DEFAULTS.depositPercent),
    balanceDueDays: days(raw?.balanceDueDays, BOOKING_DEFAULTS.balanceDueDays),
    quoteValidDays: days(raw?.quoteValidDays, BOOKING_DEFAULTS.quoteValidDays),
    balanceReminderDays: days(raw?.balanceReminderDays, BOOKING_DEFAULTS.balanceReminderDays),
    termsVersion: typeof raw?.termsVersion === 'string' ? raw.termsVersion : null,
  }
}
