import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeAirtable, type FakeAirtable } from '../src/server.ts'

let fake: FakeAirtable
beforeAll(async () => {
  fake = await startFakeAirtable()
  for (let n = 1; n <= 5; n++) {
    await call('POST', '/', {
      fields: { Email: `r${n}@example.com`, 'Date of event': `2027-10-1${n}`, Items: `Item x ${n}` },
    })
  }
})
afterAll(() => fake.close())

const TABLE = `/v0/appReads/${encodeURIComponent('Equipment Hire Requests')}`
const call = (method: string, path: string, body?: unknown) =>
  fetch(`${fake.url}${TABLE}${path}`, {
    method,
    headers: { Authorization: 'Bearer patReads', 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))

type Page = { records: Array<{ id: string; fields: Record<string, unknown> }>; offset?: string }

describe('the fake Airtable: reads and updates', () => {
  it('lists in pages with an offset, only the fields asked for', async () => {
    const first = (await call('GET', '?pageSize=2&fields%5B%5D=Items')).body as Page
    expect(first.records.map((r) => r.fields)).toEqual([{ Items: 'Item x 1' }, { Items: 'Item x 2' }])
    const second = (await call('GET', `?pageSize=2&fields%5B%5D=Items&offset=${first.offset}`)).body as Page
    expect(second.records.map((r) => r.fields.Items)).toEqual(['Item x 3', 'Item x 4'])
    const last = (await call('GET', `?pageSize=2&offset=${second.offset}`)).body as Page
    expect(last.records).toHaveLength(1)
    expect(last.offset).toBeUndefined()
    expect((await call('GET', '?pageSize=101')).status).toBe(422)
  })

  it('sets a Status from its options, and filters by it and by date', async () => {
    const { records } = (await call('GET', '')).body as Page
    expect((await call('PATCH', `/${records[1]!.id}`, { fields: { Status: 'Confirmed' } })).status).toBe(200)
    expect((await call('PATCH', `/${records[2]!.id}`, { fields: { Status: 'Confirmed' } })).status).toBe(200)
    expect((await call('PATCH', `/${records[0]!.id}`, { fields: { Status: 'Maybe' } })).status).toBe(422)
    const formula = encodeURIComponent("AND({Status} = 'Confirmed', IS_AFTER({Date of event}, '2027-10-12'))")
    const confirmed = (await call('GET', `?filterByFormula=${formula}`)).body as Page
    expect(confirmed.records.map((r) => r.fields.Email)).toEqual(['r3@example.com'])
    expect((await call('GET', `?filterByFormula=${encodeURIComponent('TRUE()')}`)).status).toBe(422)
  })

  it('reads one record by id, and answers 404 for an id it does not have', async () => {
    const page = (await call('GET', '')).body as Page
    const first = page.records[0]!
    expect(await call('GET', `/${first.id}`)).toMatchObject({
      status: 200,
      body: { id: first.id, fields: first.fields },
    })
    expect((await call('GET', '/recNOTAREALRECORD')).status).toBe(404)
  })

  it('fails reads with the planned faults', async () => {
    fake.plan([{ kind: 'status', status: 503 }])
    expect((await call('GET', '')).status).toBe(503)
    fake.plan([])
    expect((await call('GET', '')).status).toBe(200)
  })
})
