import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeAirtable, type FakeAirtable } from '../src/server.ts'

let fake: FakeAirtable
beforeAll(async () => {
  fake = await startFakeAirtable()
})
afterEach(() => {
  fake.plan([])
  fake.addField('Contact Messages', 'Submission ID')
})
afterAll(() => fake.close())

const CONTACTS = `/v0/appUpserts/${encodeURIComponent('Contact Messages')}/`
const call = (method: string, body: unknown) =>
  fetch(`${fake.url}${CONTACTS}`, {
    method,
    headers: { Authorization: 'Bearer patUpserts', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }))

/** The body the airtable package sends for `table.update([{ fields }], { performUpsert: { fieldsToMergeOn } })`. */
const upsert = (fields: Record<string, unknown>, method = 'PATCH') =>
  call(method, { records: [{ fields }], performUpsert: { fieldsToMergeOn: ['Submission ID'] } })

const stored = (email: string) => fake.received.filter((entry) => entry.body.fields.Email === email)

describe('the fake Airtable: upserts', () => {
  it('creates the first time, updates the same record the next, and says which', async () => {
    const fields = { 'Full Name': 'Olivia', Email: 'upsert@example.com', 'Submission ID': 'sub-1' }
    const first = await upsert(fields)
    expect(first.status).toBe(200)
    const [record] = first.body.records as Array<{ id: string; fields: Record<string, unknown> }>
    expect(first.body).toEqual({ records: [record], createdRecords: [record!.id], updatedRecords: [] })
    expect(record!.fields).toEqual(fields)

    const again = await upsert({ ...fields, Message: 'Eighty guests.' })
    expect(again.body).toMatchObject({ createdRecords: [], updatedRecords: [record!.id] })
    expect(stored('upsert@example.com').map((entry) => entry.record.fields)).toEqual([
      { ...fields, Message: 'Eighty guests.' },
    ])
    // PUT replaces: the cells it does not name are cleared.
    await upsert(fields, 'PUT')
    expect(stored('upsert@example.com').map((entry) => entry.record.fields)).toEqual([fields])

    await upsert({ ...fields, 'Submission ID': 'sub-2' })
    expect(stored('upsert@example.com')).toHaveLength(2)
  })

  it('refuses as Airtable does: a merge field the table lacks, a record without a value in it, no records', async () => {
    fake.dropField('Contact Messages', 'Submission ID')
    expect(await upsert({ Email: 'lacking@example.com', 'Submission ID': 'sub-3' })).toEqual({
      status: 422,
      body: { error: { type: 'UNKNOWN_FIELD_NAME', message: 'Unknown field name: "Submission ID"' } },
    })
    expect(
      await call('PATCH', {
        records: [{ fields: { Email: 'lacking@example.com' } }],
        performUpsert: { fieldsToMergeOn: ['Submission ID'] },
      }),
    ).toMatchObject({
      status: 422,
      body: { error: { type: 'INVALID_VALUE_FOR_COLUMN', message: 'Unknown field name: "Submission ID"' } },
    })
    // The plain creation still works on that base, and the field comes back when staff add it.
    expect((await call('POST', { fields: { Email: 'lacking@example.com' } })).status).toBe(200)
    await fetch(`${fake.url}/__fields?table=Contact%20Messages&field=Submission%20ID`, { method: 'POST' })
    expect((await upsert({ Email: 'lacking@example.com', 'Submission ID': 'sub-3' })).status).toBe(200)
    await fetch(`${fake.url}/__fields?table=Contact%20Messages&field=Submission%20ID&present=false`, { method: 'POST' })
    expect((await upsert({ Email: 'lacking@example.com', 'Submission ID': 'sub-3' })).status).toBe(422)
    fake.addField('Contact Messages', 'Submission ID')

    expect((await upsert({ Email: 'blank@example.com', 'Submission ID': '' })).status).toBe(422)
    expect((await call('PATCH', { records: [] })).status).toBe(422)
    expect((await call('PATCH', { records: [{ fields: { Email: 'no-id@example.com' } }] })).status).toBe(422)
    expect(stored('blank@example.com')).toEqual([])
    expect(stored('no-id@example.com')).toEqual([])
  })

  it('a lost answer: the write is done, the connection dropped; the retry updates the one record', async () => {
    fake.plan([{ kind: 'drop' }, null])
    const fields = { Email: 'lost@example.com', 'Submission ID': 'sub-lost' }
    await expect(upsert(fields)).rejects.toThrow()
    expect(stored('lost@example.com')).toHaveLength(1)
    const retry = await upsert(fields)
    expect(retry.body).toMatchObject({ createdRecords: [], updatedRecords: [stored('lost@example.com')[0]!.record.id] })
    expect(stored('lost@example.com')).toHaveLength(1)
    expect(fake.attempts('lost@example.com')).toBe(2)
  })

  it('a marker in the first record’s Email chooses an update’s fault, as for a creation', async () => {
    const fields = { Email: 'fault-503.upsert@example.com', 'Submission ID': 'sub-503' }
    expect((await upsert(fields)).status).toBe(503)
    expect(stored(fields.Email)).toEqual([])
    fake.recover(fields.Email)
    expect((await upsert(fields)).status).toBe(200)
  })

  it('can start as a base set up before the field was asked for', async () => {
    const old = await startFakeAirtable({ lacking: { 'Contact Messages': ['Submission ID'] } })
    try {
      const answer = await fetch(`${old.url}${CONTACTS}`, {
        method: 'POST',
        headers: { Authorization: 'Bearer patUpserts', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { Email: 'old@example.com', 'Submission ID': 'sub-old' } }),
      })
      expect(answer.status).toBe(422)
      expect(old.received).toEqual([])
    } finally {
      await old.close()
    }
  })

  it('updates by record id without performUpsert', async () => {
    const { body } = await call('POST', { fields: { Email: 'by-id@example.com', 'Full Name': 'Olivia' } })
    const id = (body as { id: string }).id
    const answer = await call('PATCH', { records: [{ id, fields: { 'Full Name': 'Olivia Hart' } }] })
    expect(answer.body).toEqual({ records: [expect.objectContaining({ id })] })
    expect(stored('by-id@example.com')[0]!.record.fields['Full Name']).toBe('Olivia Hart')
    expect((await call('PATCH', { records: [{ id: 'recNOPE', fields: {} }] })).status).toBe(404)
  })
})
