import { refusedUrl, startFakeAirtable, type FakeAirtable, type Fault } from '@amaranth/fake-airtable'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createAirtableWriter } from '../../src/server/api/airtableWriter.ts'
import { DeliveryError } from '../../src/server/api/deliveryError.ts'
import { TABLES } from '../../src/server/api/recordWriter.ts'

const HIRE_FIELDS = { 'First Name': 'Olivia', 'Total Cost': 12.5 }
const CONTACT_FIELDS = { 'Full Name': 'Olivia', Email: 'olivia@example.com' }

let fake: FakeAirtable
beforeAll(async () => {
  fake = await startFakeAirtable()
})
afterEach(() => {
  fake.plan([])
  fake.release()
  fake.requests.length = 0
})
afterAll(() => fake.close())

type Options = Partial<Parameters<typeof createAirtableWriter>[0]>
const writer = (options: Options = {}) =>
  createAirtableWriter({
    token: 'patSECRET',
    baseId: 'appAmaranth',
    endpointUrl: fake.url,
    backoffMs: () => 0,
    ...options,
  })

/** The fake meets each request with the next fault in the list (the last one repeats; null: a normal answer). */
function answers(...faults: Array<Fault | null>) {
  fake.plan(faults)
  return () => fake.requests.length
}
const status = (status: number): Fault => ({ kind: 'status', status })

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(DeliveryError)
  return error as DeliveryError
}

describe('Airtable writer', () => {
  it('creates the record: exact URL, headers and body; reads id and created time', async () => {
    const created = await writer().create(TABLES.equipmentHireRequests, HIRE_FIELDS)
    const [stored] = fake.received.slice(-1)
    expect(created).toEqual({ id: stored!.record.id, createdTime: stored!.record.createdTime })
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request!.method).toBe('POST')
    expect(request!.url.replace(/\?$/, '')).toBe(`${fake.url}/v0/appAmaranth/Equipment%20Hire%20Requests/`)
    expect(request!.headers.authorization).toBe('Bearer patSECRET')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers['user-agent']).toMatch(/^Airtable\.js\//)
    expect(request!.body).toEqual({ fields: HIRE_FIELDS })
  })

  it.each([
    [401, 'authentication-required'],
    [403, 'not-authorized'],
    [404, 'not-found'],
    [413, 'request-too-large'],
    [422, 'unprocessable'],
    [500, 'server-error'],
    [503, 'service-unavailable'],
    [418, 'unexpected'],
  ] as const)('maps HTTP %i to %s with the message of docs/product/inquiries.md#errors', async (code, kind) => {
    const calls = answers(status(code))
    const error = await failure(writer().create(TABLES.equipmentHireRequests, HIRE_FIELDS))
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(code)
    expect(error.message).toMatch(/^Failed to create record in Equipment Hire Requests: .+/)
    expect(calls()).toBe(1)
  })

  it('retries 429 with backoff and succeeds within the deadline', async () => {
    const calls = answers(status(429), status(429), null)
    const created = await writer().create(TABLES.contactMessages, CONTACT_FIELDS)
    expect(created).toMatchObject({ id: fake.received.at(-1)!.record.id })
    expect(calls()).toBe(3)
  })

  it('gives up on 429 at the deadline, and sends nothing after it', async () => {
    const calls = answers(status(429))
    const started = Date.now()
    const error = await failure(
      writer({ deadlineMs: 300, backoffMs: () => 40 }).create(TABLES.contactMessages, CONTACT_FIELDS),
    )
    // The last 429 or, when the machine is slow, the attempt cut off by the deadline: either way a
    // transient failure the visitor hears about at the deadline, not after.
    expect(['too-many-requests', 'timeout']).toContain(error.kind)
    expect(calls()).toBeGreaterThan(1)
    expect(error.transient).toBe(true)
    expect(Date.now() - started).toBeLessThan(1000)
    const sent = calls()
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(calls()).toBe(sent)
  })

  it("lets a request outlive the visitor's deadline, and ends one that never answers at the settle limit", async () => {
    answers({ kind: 'hold' })
    const started = Date.now()
    const error = await failure(
      writer({ deadlineMs: 50, settleMs: 300 }).create(TABLES.contactMessages, CONTACT_FIELDS),
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('Failed to create record in Contact Messages: no answer within 0.3 s')
  })

  it('reports an error answer that is not JSON as invalid-json', async () => {
    answers({ kind: 'gateway' })
    expect((await failure(writer().create(TABLES.contactMessages, CONTACT_FIELDS))).kind).toBe('invalid-json')
  })

  it('reports a connection dropped before any answer as connection-error', async () => {
    answers({ kind: 'drop' })
    const error = await failure(writer().create(TABLES.contactMessages, CONTACT_FIELDS))
    expect(error.kind).toBe('connection-error')
    expect(error.message).toMatch(/^Failed to create record in Contact Messages: /)
  })

  it('reports a real refused connection (nothing listening) as connection-error', async () => {
    const closed = createAirtableWriter({ token: 't', baseId: 'appAmaranth', endpointUrl: await refusedUrl() })
    const error = await failure(closed.create(TABLES.contactMessages, CONTACT_FIELDS))
    expect(error.kind).toBe('connection-error')
    expect(error.message).toMatch(/ECONNREFUSED/)
  })
})

describe('Airtable writer: one record per submission id', () => {
  afterEach(() => fake.addField(TABLES.contactMessages, 'Submission ID'))
  const byEmail = (email: string) => fake.received.filter((entry) => entry.body.fields.Email === email)

  it('upserts on Submission ID: the body the package sends for table.update(records, { performUpsert })', async () => {
    const fields = { ...CONTACT_FIELDS, Email: 'upsert@example.com' }
    const created = await writer().create(TABLES.contactMessages, fields, 'sub-upsert-1')
    const [request] = fake.requests
    expect(request!.method).toBe('PATCH')
    expect(request!.url.replace(/\?$/, '')).toBe(`${fake.url}/v0/appAmaranth/Contact%20Messages/`)
    expect(request!.body).toEqual({
      records: [{ fields: { ...fields, 'Submission ID': 'sub-upsert-1' } }],
      performUpsert: { fieldsToMergeOn: ['Submission ID'] },
    })
    expect(byEmail(fields.Email).map((entry) => entry.record)).toEqual([
      { id: created.id, createdTime: created.createdTime, fields: { ...fields, 'Submission ID': 'sub-upsert-1' } },
    ])
  })

  it('a retry after the answer was lost (written, then the connection dropped) updates the one record', async () => {
    const fields = { ...CONTACT_FIELDS, Email: 'lost-answer@example.com' }
    answers({ kind: 'drop' }, null)
    expect((await failure(writer().create(TABLES.contactMessages, fields, 'sub-lost'))).kind).toBe('connection-error')
    expect(byEmail(fields.Email)).toHaveLength(1)
    const retried = await writer().create(TABLES.contactMessages, fields, 'sub-lost')
    expect(byEmail(fields.Email).map((entry) => entry.record.id)).toEqual([retried.id])
  })

  it('a table without the field: one clear log naming it, the plain creation, and a check again later', async () => {
    fake.dropField(TABLES.contactMessages, 'Submission ID')
    const log = vi.fn()
    const lacking = writer({ log, fieldRecheckMs: 300 })
    const fields = { ...CONTACT_FIELDS, Email: 'no-field@example.com' }

    await lacking.create(TABLES.contactMessages, fields, 'sub-a')
    expect(fake.requests.map((request) => request.method)).toEqual(['PATCH', 'POST'])
    expect(fake.requests[1]!.body).toEqual({ fields })
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toMatch(
      /"Contact Messages" table has no usable "Submission ID" field \(Airtable: Unknown field name: "Submission ID"\).*single line text field/,
    )
    // Remembered: the next write goes straight to the plain creation, with nothing more logged.
    await lacking.create(TABLES.contactMessages, fields, 'sub-b')
    expect(fake.requests.map((request) => request.method)).toEqual(['PATCH', 'POST', 'POST'])
    expect(byEmail(fields.Email)).toHaveLength(2)
    expect(log).toHaveBeenCalledTimes(1)

    // Staff add the field: after the recheck period the upsert is back, without a restart.
    fake.addField(TABLES.contactMessages, 'Submission ID')
    await new Promise((resolve) => setTimeout(resolve, 350))
    await lacking.create(TABLES.contactMessages, fields, 'sub-c')
    expect(fake.requests.at(-1)!.method).toBe('PATCH')
    expect(byEmail(fields.Email).at(-1)!.record.fields['Submission ID']).toBe('sub-c')
  })

  it('any other refusal of the upsert is the failure it was, with no fallback', async () => {
    const log = vi.fn()
    const error = await failure(writer({ log }).create(TABLES.equipmentHireRequests, { 'Total Cost': 'x' }, 'sub-bad'))
    expect(error).toMatchObject({ kind: 'unprocessable', status: 422, code: 'INVALID_VALUE_FOR_COLUMN' })
    expect(fake.requests).toHaveLength(1)
    expect(log).not.toHaveBeenCalled()
  })
})
