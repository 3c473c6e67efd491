import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { airtableBookings } from '../../../src/server/availability/airtableBookings.ts'

let fake: FakeAirtable
const TABLE = encodeURIComponent('Equipment Hire Requests')

async function send(method: string, path: string, fields: Record<string, unknown>) {
  const response = await fetch(`${fake.url}/v0/appAvail/${TABLE}${path}`, {
    method,
    headers: { Authorization: 'Bearer patAvail', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  })
  return (await response.json()) as { id: string }
}

beforeAll(async () => {
  fake = await startFakeAirtable()
  for (let n = 0; n < 160; n++) {
    const { id } = await send('POST', '/', {
      'First Name': 'Private',
      Email: `guest${n}@example.com`,
      'Date of event': n === 0 ? '2020-01-01' : '2027-10-16',
      Items: `Crossback Timber Chair x ${n}`,
    })
    // Staff confirm 150 of them (one long past); the rest stay New.
    if (n < 150) await send('PATCH', `/${id}`, { Status: 'Confirmed' })
  }
})
afterAll(() => fake.close())

describe('Confirmed requests from Airtable', () => {
  it('reads every page of 100, only the fields availability needs, at most 5 requests a second', async () => {
    const read = airtableBookings({ token: 'patAvail', baseId: 'appAvail', endpointUrl: fake.url })
    const before = fake.requests.length
    const bookings = await read('2026-10-27')
    expect(bookings).toHaveLength(149)
    expect(bookings[0]).toEqual({
      ref: expect.stringMatching(/^rec/),
      eventDate: '2027-10-16',
      status: 'Confirmed',
      items: 'Crossback Timber Chair x 1',
    })
    const reads = fake.requests.slice(before)
    expect(reads).toHaveLength(2)
    for (const request of reads) {
      const query = new URL(request.url).searchParams
      expect(request.method).toBe('GET')
      expect(query.get('pageSize')).toBe('100')
      expect(query.getAll('fields[]').sort()).toEqual(['Date of event', 'Items', 'Status'])
      expect(query.get('filterByFormula')).toBe(
        "AND({Status} = 'Confirmed', OR(IS_AFTER({Date of event}, '2026-10-27'), {Date of event} = ''))",
      )
    }
    expect(JSON.stringify(bookings)).not.toContain('Private')
  })

  it('spaces its page requests at least 200 ms apart', async () => {
    const read = airtableBookings({ token: 'patAvail', baseId: 'appAvail', endpointUrl: fake.url })
    const started = Date.now()
    await read('2026-10-27')
    await read('2026-10-27')
    // Four page requests: three gaps of at least 200 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600)
  })

  it('fails, as one Error, when Airtable fails or there are more pages than allowed', async () => {
    const read = airtableBookings({ token: 'patAvail', baseId: 'appAvail', endpointUrl: fake.url })
    fake.plan([{ kind: 'status', status: 503 }])
    await expect(read('2026-10-27')).rejects.toBeInstanceOf(Error)
    fake.plan([{ kind: 'status', status: 429 }])
    await expect(read('2026-10-27')).rejects.toBeInstanceOf(Error)
    fake.plan([])
    const small = airtableBookings({ token: 'patAvail', baseId: 'appAvail', endpointUrl: fake.url, maxPages: 1 })
    await expect(small('2026-10-27')).rejects.toThrow('more than 1 pages')
  })

  it('reads a Confirmed request with no date too, so availability can report it', async () => {
    const { id } = await send('POST', '/', { 'First Name': 'Undated', Items: 'Crossback Timber Chair x 4' })
    await send('PATCH', `/${id}`, { Status: 'Confirmed' })
    const read = airtableBookings({ token: 'patAvail', baseId: 'appAvail', endpointUrl: fake.url })
    const bookings = await read('2026-10-27')
    expect(bookings.find((booking) => booking.ref === id)).toEqual({
      ref: id,
      eventDate: '',
      status: 'Confirmed',
      items: 'Crossback Timber Chair x 4',
    })
  })
})
