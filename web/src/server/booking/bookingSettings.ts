import { hireChargesQuery } from '@amaranth/schemas/queries/hire'
import type { SanityClient } from '@sanity/client'
import type { AmountTerms } from '../../booking/amounts.ts'

/** The hire terms' booking settings; the seed's values stand in for any the CMS does not hold yet. */
export type BookingSettings = AmountTerms & {
  quoteValidDays: number
  balanceReminderDays: number
  /** The hire terms' `effectiveDate`: the version a couple accepts. */
  termsVersion: string | null
}

export const DEFAULT_BOOKING_SETTINGS = { balanceDueDays: 14, quoteValidDays: 14, balanceReminderDays: 7 }

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
    depositPercent: days(raw?.depositPercent, 0),
    balanceDueDays: days(raw?.balanceDueDays, DEFAULT_BOOKING_SETTINGS.balanceDueDays),
    quoteValidDays: days(raw?.quoteValidDays, DEFAULT_BOOKING_SETTINGS.quoteValidDays),
    balanceReminderDays: days(raw?.balanceReminderDays, DEFAULT_BOOKING_SETTINGS.balanceReminderDays),
    termsVersion: typeof raw?.termsVersion === 'string' ? raw.termsVersion : null,
  }
}
