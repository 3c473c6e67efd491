import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeAirtable, type FakeAirtable } from '../src/server.ts'

let fake: FakeAirtable
beforeAll(async () => {
  fake = await startFakeAirtable()
})
afterAll(() => fake.close())

const create = (table: string, fields: Record<string, unknown>) =>
  fetch(`${fake.url}/v0/appFaults/${encodeURIComponent(table)}/`, {
    method: 'POST',
    headers: { Authorization: 'Bearer patFaults', 'Content-Type': 'application/json' },
    body: JSON.stringify({ fields }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }))

describe('the fake Airtable', () => {
  it('refuses what Airtable refuses: an unknown table, an unknown field, a value of the wrong type', async () => {
    expect(await create('Leads', { Email: 'a@example.com' })).toMatchObject({
      status: 403,
      body: { error: { type: 'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND' } },
    })
    expect(await create('Contact Messages', { Name: 'Olivia' })).toMatchObject({
      status: 422,
      body: { error: { type: 'UNKNOWN_FIELD_NAME' } },
    })
    expect(await create('Equipment Hire Requests', { 'Total Cost': '101.40' })).toMatchObject({
      status: 422,
      body: { error: { type: 'INVALID_VALUE_FOR_COLUMN' } },
    })
  })

  it('answers with the record as stored: an id, a created time, and no empty cells', async () => {
    const { status, body } = await create('Contact Messages', {
      'Full Name': 'Olivia',
      Email: 'fake@example.com',
      'Phone Number': '',
    })
    expect(status).toBe(200)
    expect(body).toEqual({
      id: expect.stringMatching(/^rec\w{14}$/),
      createdTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      fields: { 'Full Name': 'Olivia', Email: 'fake@example.com' },
    })
  })

  it('plays a plan in order, the last fault repeating, then answers normally once the plan ends', async () => {
    fake.plan([{ kind: 'status', status: 429 }, null])
    const fields = { 'Full Name': 'Olivia', Email: 'plan@example.com' }
    expect((await create('Contact Messages', fields)).status).toBe(429)
    expect((await create('Contact Messages', fields)).status).toBe(200)
    expect((await create('Contact Messages', fields)).status).toBe(200)
    fake.plan([])
    expect(fake.attempts('plan@example.com')).toBe(3)
  })

  it('holds a record creation until released: stored on arrival, answered on release', async () => {
    fake.plan([{ kind: 'hold' }])
    const answer = create('Contact Messages', { 'Full Name': 'Olivia', Email: 'held@example.com' })
    await fake.arrival()
    expect(fake.received.filter((entry) => entry.body.fields.Email === 'held@example.com')).toHaveLength(1)
    fake.plan([])
    fake.release()
    expect((await answer).status).toBe(200)
  })
})
