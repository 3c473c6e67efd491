import { formatEventDay } from './calendarDay.ts'

/** The words a card, a product page and the hire list use (the exact wording). */
export type AvailabilityState = 'available' | 'few' | 'booked-out'

export function availabilityState({ free, stock }: { free: number; stock: number }): AvailabilityState {
  if (free <= 0) return 'booked-out'
  return free < stock ? 'few' : 'available'
}

export function availabilityText(count: { free: number; stock: number }, date: string): string {
  const day = formatEventDay(date)
  const state = availabilityState(count)
  if (state === 'booked-out') return `Booked out on ${day}`
  return state === 'few' ? `Only ${count.free} left on ${day}` : `Available on ${day}`
}

export const lineLimitText = (free: number, date: string) => `Only ${free} available on ${formatEventDay(date)}`

/** When the bookings cannot be read: never an error, never a guess. */
export const CONFIRMED_ON_INQUIRY = 'Availability is confirmed on inquiry'
