import { MONTH_NAMES } from './monthNames.ts'

/** 2026-11-01 → "1 November 2026": a calendar date as written, never shifted by a time zone. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
