import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeAirtable, type FakeAirtable } from '../src/server.ts'

let fake: FakeAirtable
const TABLE = `/v0/appBooking/${encodeURIComponent('Equipment Hire Requests')}`
const call = (method: string, path: string, body?: unknown) =>
  fetch(`${fake.url}${TABLE}${path}`, {
    method,
    headers: { Authorization: 'Bearer patBooking', 'Content-Type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))

type Page = { records: Array<{ id: string; fields: Record<string, unknown> }> }
const ids: string[] = []

beforeAll(async () => {
  fake = await startFakeAirtable()
  for (const n of [1, 2, 3]) {
    const created = await call('POST', '/', { fields: { Email: `b${n}@example.com`, Status: 'Quoted' } })
    ids.push(String(created.body.id))
  }
})
afterAll(() => fake.close())

describe('the fake Airtable: booking online', () => {
  it('takes the booking fields with their types and refuses a wrong type', async () => {
    const fields = {
      'Quote Link': 'https://amaranth.example/quote/abc.def',
      'Quote Valid Until': '2026-12-11',
      'Deposit Paid': 744,
      'Balance Paid': 1736.5,
      'Accepted By': 'Olivia Hart',
      'Accepted At': '2026-11-27T01:02:03.000Z',
    }
    expect((await call('PATCH', `/${ids[0]}`, { fields })).status).toBe(200)
    expect(fake.received[0]!.record.fields).toMatchObject(fields)
    expect((await call('PATCH', `/${ids[1]}`, { fields: { 'Quote Valid Until': '11/12/2026' } })).status).toBe(422)
    expect((await call('PATCH', `/${ids[1]}`, { fields: { 'Deposit Paid': '744' } })).status).toBe(422)
    expect((await call('PATCH', `/${ids[1]}`, { fields: { 'Accepted At': 'yesterday' } })).status).toBe(422)
  })

  it('takes the Status options of Reserve now (Reserved, Declined) and refuses one the base lacks', async () => {
    expect((await call('PATCH', `/${ids[2]}`, { fields: { Status: 'Reserved' } })).status).toBe(200)
    expect((await call('PATCH', `/${ids[2]}`, { fields: { Status: 'Declined' } })).status).toBe(200)
    expect((await call('PATCH', `/${ids[2]}`, { fields: { Status: 'Pending' } })).status).toBe(422)
    expect((await call('PATCH', `/${ids[2]}`, { fields: { Status: 'Quoted' } })).status).toBe(200)
  })

  it("filters the Quoted records without a link: AND({Status} = 'Quoted', {Quote Link} = '')", async () => {
    const formula = encodeURIComponent("AND({Status} = 'Quoted', {Quote Link} = '')")
    const fieldsAsked = ['Status', 'Quote Link', 'Email'].map((f) => `fields%5B%5D=${encodeURIComponent(f)}`).join('&')
    const page = (await call('GET', `?filterByFormula=${formula}&${fieldsAsked}&pageSize=100`)).body as Page
    expect(page.records.map((r) => r.id)).toEqual([ids[1], ids[2]])
    expect(page.records[0]!.fields).toEqual({ Email: 'b2@example.com', Status: 'Quoted' })
  })

  it('keeps a comment on a record, and refuses one on a record it does not have', async () => {
    const answer = await call('POST', `/${ids[2]}/comments`, { text: 'The couple asked for a fresh quote.' })
    expect(answer).toMatchObject({ status: 200, body: { text: 'The couple asked for a fresh quote.' } })
    expect(fake.comments).toMatchObject([{ recordId: ids[2], text: 'The couple asked for a fresh quote.' }])
    const seen = (await (await fetch(`${fake.url}/__comments?record=${ids[2]}`)).json()) as unknown[]
    expect(seen).toHaveLength(1)
    expect((await call('POST', '/recNOTAREALRECORD/comments', { text: 'x' })).status).toBe(404)
    expect((await call('POST', `/${ids[2]}/comments`, { text: '' })).status).toBe(422)
  })
})
