import { describe, expect, it, vi } from 'vitest'
import { eventDateNotice } from '../../src/hire-list/eventDateNotice.ts'
import {
  BUSINESS_TIME_ZONE,
  BUSINESS_UTC_OFFSET_MS,
  businessDayStart,
  businessToday,
} from '../../src/lib/time/businessDay.ts'
import { hireNotes } from '../../src/server/api/hireNotes.ts'
import { createAvailabilityRoute } from '../../src/server/availability/availabilityRoute.ts'
import { createAvailabilityService } from '../../src/server/availability/availabilityService.ts'
import { chair } from './catalogue.ts'
import { EDGES, HOST_ZONES, installFakeClock } from './businessClock.ts'

const setClock = installFakeClock()
const cases = HOST_ZONES.flatMap((zone) => EDGES.map((edge) => ({ zone, ...edge })))

describe("the business's day (Brisbane), whatever the host's time zone", () => {
  it.each(cases)('at $at on a host in $zone, today is $brisbaneDay', ({ zone, at, brisbaneDay }) => {
    setClock(at, zone)
    expect(businessToday()).toBe(brisbaneDay)
    expect(businessToday(new Date(at))).toBe(brisbaneDay)
  })

  it('is UTC+10 on every day from 2020 to 2045, as the time-zone database says (decision 0030)', () => {
    const parts = new Intl.DateTimeFormat('en-AU', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'longOffset' })
    const offsets = new Set<string>()
    for (let at = Date.UTC(2020, 0, 1); at < Date.UTC(2046, 0, 1); at += 6 * 60 * 60 * 1000)
      offsets.add(parts.formatToParts(at).find((part) => part.type === 'timeZoneName')!.value)
    expect([...offsets]).toEqual(['GMT+10:00'])
    expect(BUSINESS_UTC_OFFSET_MS).toBe(10 * 60 * 60 * 1000)
  })

  it('starts a day at midnight in Brisbane, 14:00 UTC the day before', () => {
    process.env.TZ = 'America/Los_Angeles'
    expect(businessDayStart('2027-05-10')).toBe(Date.parse('2027-05-09T14:00:00Z'))
    expect(businessDayStart('2027-02-30')).toBe(null)
    expect(businessDayStart('10/05/2027')).toBe(null)
  })

  it.each(cases)('the endpoint refuses yesterday and answers today ($at, $zone)', async ({ zone, at, brisbaneDay }) => {
    setClock(at, zone)
    const service = createAvailabilityService({
      readStock: async () => [chair],
      readBookings: async () => [],
      maxAgeMs: 1,
    })
    const app = createAvailabilityRoute({ answer: service.answer, ratePerMinute: 100, clientKey: () => 'one' })
    expect((await app.request(`/api/availability?date=2027-05-09`)).status).toBe(400)
    expect((await app.request(`/api/availability?date=${brisbaneDay}`)).status).toBe(200)
  })

  it.each(cases)('the date notice reads past and 48 hours on that day ($at, $zone)', ({ zone, at }) => {
    setClock(at, zone)
    expect(eventDateNotice('2027-05-09')).toBe('past')
    expect(eventDateNotice('2027-05-10')).toBe('short-notice')
  })

  it('counts 48 hours to the start of the event day in Brisbane, to the minute', () => {
    process.env.TZ = 'America/Los_Angeles'
    // 2027-05-13 begins at 14:00 UTC on the 12th; 48 hours before is 14:00 UTC on the 10th.
    expect(eventDateNotice('2027-05-13', new Date('2027-05-10T14:00:00Z'))).toBe(null)
    expect(eventDateNotice('2027-05-13', new Date('2027-05-10T14:01:00Z'))).toBe('short-notice')
  })

  it.each(HOST_ZONES)('looks back for bookings from the Brisbane day (host in %s)', async (zone) => {
    setClock('2027-05-09T23:30:00Z', zone)
    const readBookings = vi.fn(async () => [])
    const service = createAvailabilityService({ readStock: async () => [chair], readBookings, maxAgeMs: 1 })
    await service.answer('2027-05-20')
    // 29 days before 10 May.
    expect(readBookings).toHaveBeenCalledWith('2027-04-11')
  })

  it.each(HOST_ZONES)('writes "Brisbane time" in the staff notes on the Brisbane clock (host in %s)', (zone) => {
    process.env.TZ = zone
    const { text } = hireNotes({
      postcode: '4000',
      delivery: undefined,
      terms: { accepted: true, version: null, current: null, at: new Date('2027-05-09T23:30:00Z') },
    })
    expect(text).toContain('10 May 2027 at 9:30 am (Brisbane time)')
  })
})
