import { formatLongDate } from '../lib/format/longDate.ts'

/**
 * Event dates as calendar days (YYYY-MM-DD), counted as whole days since 1970-01-01 so the overlap
 * arithmetic is integer subtraction, the same in the browser and on the server whatever their time
 * zones.
 */
const DAY_MS = 86_400_000
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 for a real calendar date, else null ('2027-02-30' is not one). */
export function dayNumber(iso: string): number | null {
  const match = ISO_DAY.exec(iso)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const ms = Date.UTC(year, month - 1, day)
  const back = new Date(ms)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null
  return ms / DAY_MS
}

export const isoDay = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10)

/** How far ahead the site answers: bookings further out are not taken yet. */
export const MAX_YEARS_AHEAD = 3

export type DateCheck = { ok: true; day: number } | { ok: false; message: string }

/**
 * A date the site will check availability for: a real day, not before today (the business's day,
 * businessToday) and at most three years ahead. The messages are shown as they are, beside the date chooser and in the endpoint's 400.
 */
export function checkAvailabilityDate(iso: string, today: string): DateCheck {
  const day = dayNumber(iso)
  const first = dayNumber(today)
  if (day === null || first === null) return { ok: false, message: 'Enter the date as a day, month and year.' }
  if (day < first) return { ok: false, message: 'That date has passed. Choose the date of your event.' }
  if (day > dayNumber(lastBookableDay(today))!)
    return {
      ok: false,
      message: `We take bookings up to ${MAX_YEARS_AHEAD} years ahead. Choose an earlier date, or call us.`,
    }
  return { ok: true, day }
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/**
 * 'Saturday 16 October 2027': the one way the site writes an event date in its availability words
 * (decision 0018). Built by hand, not with Intl, so every runtime and locale prints the same text.
 */
export function formatEventDay(iso: string): string {
  const day = dayNumber(iso)
  if (day === null) return iso
  return `${WEEKDAYS[new Date(day * DAY_MS).getUTCDay()]} ${formatLongDate(iso)}`
}

/** `?date=` as the router hands it over: a real YYYY-MM-DD day, else undefined (docs/decisions/0013). */
export const readDateParam = (value: unknown): string | undefined =>
  typeof value === 'string' && dayNumber(value) !== null ? value : undefined

/** The last day the site answers for, from today: what the date chooser offers as its `max`. */
export const lastBookableDay = (today: string) => {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)]
  return `${year + MAX_YEARS_AHEAD}${rest === '-02-29' ? '-02-28' : rest}`
}
