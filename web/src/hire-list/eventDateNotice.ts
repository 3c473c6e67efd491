import { businessDayStart, businessToday } from '../lib/time/businessDay.ts'

/**
 * Whether an event date is too close to plan changes (docs/product/hire-list.md#the-event): a date
 * in the past, or one whose day starts less than 48 hours from now, is pointed out, never refused.
 * The date is a calendar day (YYYY-MM-DD) on the business's clock (Brisbane), whatever the visitor's
 * own time zone, so the note agrees with the date chooser and with staff; the event is taken to begin
 * at the start of that day, the cautious reading.
 */
export const NOTICE_HOURS = 48

export type EventDateNotice = 'past' | 'short-notice' | null

const HOUR_MS = 3_600_000

export function eventDateNotice(date: string | undefined, now: Date = new Date()): EventDateNotice {
  const start = date ? businessDayStart(date) : null
  if (start === null) return null
  if (date! < businessToday(now)) return 'past'
  return start - now.getTime() < NOTICE_HOURS * HOUR_MS ? 'short-notice' : null
}

export const NOTICE_TEXT: Record<Exclude<EventDateNotice, null>, string> = {
  past: 'This date has already passed. Please check it: you can still send your list, and we will confirm the date with you.',
  'short-notice':
    'Your event is less than 48 hours away. Cancellations and changes need 48 hours’ notice, so please call us as well as sending your list.',
}
