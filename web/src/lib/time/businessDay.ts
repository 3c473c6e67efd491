/**
 * The business's clock. Every rule that asks "what day is it?" (a date in the past, the 48 hours'
 * notice, how far back a booking can still hold stock, "Brisbane time" in staff notes) asks here, so
 * the server and the browser agree whatever time zone the host or the visitor is in. A constant, not
 * a setting: the browser and the server would each need to read the same setting for the rules to
 * agree, and both offices run their bookings on the Brisbane studio's day.
 */
export const BUSINESS_TIME_ZONE = 'Australia/Brisbane'

const wallClock = new Intl.DateTimeFormat('en-AU', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The business's wall clock at an instant, read field by field (no locale's order or punctuation). */
function wallParts(at: number) {
  const parts: Record<string, number> = {}
  for (const part of wallClock.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>
}

/** How far the business's wall clock is ahead of UTC at an instant, in ms (Brisbane: 10 hours all year). */
function offsetAt(at: number) {
  const p = wallParts(at)
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return wall - Math.floor(at / 1000) * 1000
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Today at the business, as YYYY-MM-DD. */
export function businessToday(now: Date | number = Date.now()): string {
  const p = wallParts(typeof now === 'number' ? now : now.getTime())
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`
}

/** The instant (epoch ms) a YYYY-MM-DD day begins at the business, or null if it is not a calendar day. */
export function businessDayStart(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const midnight = Date.UTC(year, month - 1, day)
  const back = new Date(midnight)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null
  // Midnight on the wall clock less the offset then; a second look covers a zone whose offset changes that night.
  const first = midnight - offsetAt(midnight)
  return midnight - offsetAt(first)
}

/** How staff are told which clock a time is on. */
export const BUSINESS_CLOCK_LABEL = 'Brisbane time'

/** "26 November 2026 at 9:30 am": a moment as staff read it, on the business's clock. */
export const businessDateTime = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: BUSINESS_TIME_ZONE,
})
