import { afterEach, beforeEach, vi } from 'vitest'

/**
 * The edges of the business's day, as instants: at 23:30 UTC it is already the next morning in
 * Brisbane (UTC+10 all year); at 13:30 UTC it is 23:30 there, the same day.
 */
export const EDGES = [
  { at: '2027-05-09T23:30:00Z', brisbaneDay: '2027-05-10' },
  { at: '2027-05-10T13:30:00Z', brisbaneDay: '2027-05-10' },
] as const

/** Hosts and visitors the rules must not notice. */
export const HOST_ZONES = ['UTC', 'America/Los_Angeles'] as const

/**
 * Fakes the clock (Date only, so timers and promises run as usual) and lets a test set the process's
 * time zone, which Node reads afresh when TZ changes; both are put back after each test.
 */
export function installFakeClock() {
  const originalTz = process.env.TZ
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    if (originalTz === undefined) delete process.env.TZ
    else process.env.TZ = originalTz
  })
  return (at: string, zone: string) => {
    process.env.TZ = zone
    vi.setSystemTime(new Date(at))
  }
}
