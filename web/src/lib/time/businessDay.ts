/**
 * The business's clock. Every rule that asks "what day is it?" (a date in the past, the 48 hours'
 * notice, how far back a booking can still hold stock, "Brisbane time" in staff notes) asks here, so
 * the server and the browser agree whatever time zone the host or the visitor is in. A constant, not
 * a setting: the browser and the server would each need to read the same setting for the rules to
 * agree, and both offices run their bookings on the Brisbane studio's day.
 */
export const BUSINESS_TIME_ZONE = 'Australia/Brisbane'

/**
 * Brisbane's clock is UTC+10 all year: Queensland has kept no daylight saving since 1992. The offset is
 * written here rather than read through `Intl.DateTimeFormat`, whose first use on a page costs the
 * load 25–40 ms (four times that on a phone) to load ICU's data (docs/decisions/0030).
 * `test/availability/businessDay.test.ts` checks it against the time-zone database for every day to 2045,
 * so a change of Queensland's rules fails there first.
 */
export const BUSINESS_UTC_OFFSET_MS = 10 * 60 * 60 * 1000

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Today at the business, as YYYY-MM-DD. */
export function businessToday(now: Date | number = Date.now()): string {
  const wall = new Date((typeof now === 'number' ? now : now.getTime()) + BUSINESS_UTC_OFFSET_MS)
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`
}

/** The instant (epoch ms) a YYYY-MM-DD day begins at the business, or null if it is not a calendar day. */
export function businessDayStart(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const midnight = Date.UTC(year, month - 1, day)
  const back = new Date(midnight)
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null
  return midnight - BUSINESS_UTC_OFFSET_MS
}

/** How staff are told which clock a time is on. */
export const BUSINESS_CLOCK_LABEL = 'Brisbane time'

// Built on first use: staff notes, emails and an accepted quote need it, a page's load does not.
let dateTime: Intl.DateTimeFormat | undefined

/** "26 November 2026 at 9:30 am": a moment as staff read it, on the business's clock. */
export function formatBusinessDateTime(at: Date | number): string {
  return (dateTime ??= new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  })).format(at)
}
