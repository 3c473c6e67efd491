import { describe, expect, it, vi } from 'vitest'
import type { Booking } from '../../../src/availability/holds.ts'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { createAvailabilityRoute } from '../../../src/server/availability/availabilityRoute.ts'
import { createAvailabilityService } from '../../../src/server/availability/availabilityService.ts'
import { readLocalBookings } from '../../../src/server/availability/localBookings.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { chair } from '../../availability/catalogue.ts'
import { openPgliteCopy } from '../../support/tempDatabase.ts'

const TODAY = '2026-11-25'

async function localSetup() {
  const { sql } = await openPgliteCopy()
  const submit = async (fields: Record<string, unknown>) =>
    (await createSubmissions(sql).accept({ table: TABLES.equipmentHireRequests, fields }, [], Date.now(), 0)).id
  return { db: createStatusRows(sql), submit }
}

function endpoint(
  readBookings: (since: string) => Promise<Booking[]>,
  { ratePerMinute = 100, maxAgeMs = 30_000, now = Date.now } = {},
) {
  const service = createAvailabilityService({ readStock: async () => [chair], readBookings, maxAgeMs, now })
  const app = createAvailabilityRoute({
    answer: service.answer,
    ratePerMinute,
    clientKey: () => 'one-visitor',
    today: () => TODAY,
  })
  return (query: string) => app.request(`/api/availability${query}`)
}

describe('GET /api/availability', () => {
  it('answers counts only: nothing of the request that holds them', async () => {
    const { db, submit } = await localSetup()
    const id = await submit({
      'First Name': 'Charlotte',
      'Last Name': 'Nguyen',
      Email: 'charlotte@example.com',
      'Phone Number': '0412 345 678',
      'Date of event': '2027-10-16',
      'Venue/location': 'Gabbinbar Homestead, Toowoomba',
      Message: 'Our ceremony is at 3pm',
      Items: 'Crossback Timber Chair x 80 = $680.00',
      'Total Cost': 680,
    })
    expect(await db.set(id, 'Confirmed')).toBe(true)
    const response = await endpoint(async (since) => readLocalBookings(db, since))('?date=2027-10-16')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      date: '2027-10-16',
      known: true,
      counts: { 'styling-furniture-2': { free: 20, stock: 100 } },
      freshForMs: expect.any(Number),
    })
    for (const personal of ['Charlotte', 'Nguyen', 'charlotte@', '0412', 'Gabbinbar', '3pm', '680', `#${id}`])
      expect(text).not.toContain(personal)
  })

  it('refuses a missing, malformed, past, too distant or repeated date with 400 and a field error', async () => {
    const request = endpoint(async () => [])
    for (const query of [
      '',
      '?date=',
      '?date=16-10-2027',
      '?date=2026-11-24',
      '?date=2029-11-26',
      '?date=2027-02-30',
      '?date=2027-10-16&date=2027-10-17',
      `?date=${'9'.repeat(5000)}`,
    ]) {
      const response = await request(query)
      expect(response.status, query.slice(0, 40)).toBe(400)
      expect(((await response.json()) as { fieldErrors: { date: string } }).fieldErrors.date).toBeTruthy()
    }
  })

  it('says "not known" when the bookings cannot be read, never a count', async () => {
    const response = await endpoint(() => Promise.reject(new Error('503')))('?date=2027-10-16')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ date: '2027-10-16', known: false, freshForMs: expect.any(Number) })
  })

  it('shares one read between visitors, and reads again once the snapshot is older than its max age', async () => {
    let time = 1_000_000
    const read = vi.fn(async () => [] as Booking[])
    const request = endpoint(read, { maxAgeMs: 30_000, now: () => time })
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => request(`?date=2027-10-${String(1 + (i % 28)).padStart(2, '0')}`)),
    )
    expect(read).toHaveBeenCalledTimes(1)
    time += 29_999
    await request('?date=2027-10-16')
    expect(read).toHaveBeenCalledTimes(1)
    time += 1
    await request('?date=2027-10-16')
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('shows a confirmation and a cancellation from the local store on the next snapshot', async () => {
    const { db, submit } = await localSetup()
    let time = 0
    const request = endpoint(async (since) => readLocalBookings(db, since), { maxAgeMs: 1_000, now: () => time })
    const free = async () =>
      ((await (await request('?date=2027-10-17')).json()) as { counts: Record<string, { free: number }> }).counts[
        'styling-furniture-2'
      ]!.free
    const id = await submit({ 'Date of event': '2027-10-16', Items: 'Crossback Timber Chair x 30 = $255.00' })
    expect(await free()).toBe(100)
    await db.set(id, 'Confirmed')
    time += 1_000
    expect(await free()).toBe(70)
    await db.set(id, 'Cancelled')
    time += 1_000
    expect(await free()).toBe(100)
  })

  it("says how long its answer holds, as what is left of the snapshot's max age (faked clock)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date('2026-11-25T02:00:00Z'))
      let fail = false
      const request = endpoint(async () => (fail ? Promise.reject(new Error('503')) : []), { maxAgeMs: 30_000 })
      const freshness = async () => {
        const response = await request('?date=2027-10-16')
        const { freshForMs } = (await response.json()) as { freshForMs: number }
        return [freshForMs, response.headers.get('Cache-Control')]
      }
      expect(await freshness()).toEqual([30_000, 'private, max-age=30'])
      vi.advanceTimersByTime(10_400)
      expect(await freshness()).toEqual([19_600, 'private, max-age=19'])
      vi.advanceTimersByTime(19_100)
      expect(await freshness()).toEqual([500, 'private, max-age=0'])
      // The next snapshot starts the count again; an unreadable one holds until the next read is tried.
      vi.advanceTimersByTime(500)
      expect(await freshness()).toEqual([30_000, 'private, max-age=30'])
      fail = true
      vi.advanceTimersByTime(30_000)
      expect(await freshness()).toEqual([10_000, 'private, max-age=10'])
    } finally {
      vi.useRealTimers()
    }
  })

  it('limits each visitor to its rate, with Retry-After', async () => {
    const request = endpoint(async () => [], { ratePerMinute: 3 })
    for (let i = 0; i < 3; i++) expect((await request('?date=2027-10-16')).status).toBe(200)
    const refused = await request('?date=2027-10-16')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
  })
})
