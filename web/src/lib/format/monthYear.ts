import { MONTH_NAMES } from './monthNames.ts'

/**
 * 'October 2025' from a CMS date ('2025-10-01'). Read as UTC so the server and the browser print
 * the same month whatever their time zones (a mismatch would break hydration).
 */
export function formatMonthYear(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? '' : `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** The `datetime` attribute for a month: '2025-10'. */
export function monthDateTime(isoDate: string): string {
  return isoDate.slice(0, 7)
}
