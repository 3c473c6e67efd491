/**
 * Whether an event date is too close to plan changes (docs/product/hire-list.md#the-event): a date
 * in the past, or one whose day starts less than 48 hours from now, is pointed out, never refused.
 * The date is a calendar day (YYYY-MM-DD) in the visitor's own time zone; the event is taken to
 * begin at the start of that day, the cautious reading.
 */
export const NOTICE_HOURS = 48

export type EventDateNotice = 'past' | 'short-notice' | null

const HOUR_MS = 3_600_000

/** The start of a YYYY-MM-DD day in local time, or null if it is not a real calendar date. */
export function startOfDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const start = new Date(year, month - 1, day)
  return start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === day ? start : null
}

export function eventDateNotice(date: string | undefined, now: Date = new Date()): EventDateNotice {
  const start = date ? startOfDay(date) : null
  if (!start) return null
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  if (start < today) return 'past'
  return start.getTime() - now.getTime() < NOTICE_HOURS * HOUR_MS ? 'short-notice' : null
}

export const NOTICE_TEXT: Record<Exclude<EventDateNotice, null>, string> = {
  past: 'This date has already passed. Please check it: you can still send your list, and we will confirm the date with you.',
  'short-notice':
    'Your event is less than 48 hours away. Cancellations and changes need 48 hours’ notice, so please call us as well as sending your list.',
}
