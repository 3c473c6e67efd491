import { delay, http, HttpResponse, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createAirtableWriter } from '../../src/server/api/airtableWriter.ts'
import { DeliveryError } from '../../src/server/api/deliveryError.ts'
import { TABLES } from '../../src/server/api/recordWriter.ts'

const ENDPOINT = 'https://airtable.test'
const TABLE_URL = `${ENDPOINT}/v0/appAmaranth/Equipment%20Hire%20Requests/`
const FIELDS = { 'First Name': 'Olivia', 'Total Cost': 12.5 }
const CREATED = { id: 'rec123', createdTime: '2026-11-22T01:02:03.000Z', fields: FIELDS }

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const writer = (options: { deadlineMs?: number; settleMs?: number; backoffMs?: (attempt: number) => number } = {}) =>
  createAirtableWriter({
    token: 'patSECRET',
    baseId: 'appAmaranth',
    endpointUrl: ENDPOINT,
    backoffMs: () => 0,
    ...options,
  })

/** Answers each request with the next response in the list (the last one repeats). */
function answers(...responses: Array<() => Response | Promise<Response>>) {
  let calls = 0
  server.use(
    http.post(`${ENDPOINT}/v0/appAmaranth/:table/`, () => responses[Math.min(calls++, responses.length - 1)]!()),
  )
  return () => calls
}

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
    const requests: Request[] = []
    server.use(
      http.post(TABLE_URL, ({ request }) => {
        requests.push(request.clone())
        return HttpResponse.json(CREATED)
      }),
    )
    await expect(writer().create(TABLES.equipmentHireRequests, FIELDS)).resolves.toEqual({
      id: 'rec123',
      createdTime: CREATED.createdTime,
    })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request!.method).toBe('POST')
    expect(request!.url.replace(/\?$/, '')).toBe(TABLE_URL)
    expect(request!.headers.get('authorization')).toBe('Bearer patSECRET')
    expect(request!.headers.get('content-type')).toBe('application/json')
    expect(request!.headers.get('user-agent')).toMatch(/^Airtable\.js\//)
    expect(await request!.json()).toEqual({ fields: FIELDS })
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
  ] as const)('maps HTTP %i to %s with the SPEC.md message', async (status, kind) => {
    const calls = answers(() => HttpResponse.json({ error: { type: 'X', message: 'nope' } }, { status }))
    const error = await failure(writer().create(TABLES.equipmentHireRequests, FIELDS))
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(status)
    expect(error.message).toMatch(/^Failed to create record in Equipment Hire Requests: .+/)
    expect(calls()).toBe(1)
  })

  it('retries 429 with backoff and succeeds within the deadline', async () => {
    const calls = answers(
      () => HttpResponse.json({ errors: [] }, { status: 429 }),
      () => HttpResponse.json({ errors: [] }, { status: 429 }),
      () => HttpResponse.json(CREATED),
    )
    await expect(writer().create(TABLES.contactMessages, FIELDS)).resolves.toMatchObject({ id: 'rec123' })
    expect(calls()).toBe(3)
  })

  it('gives up on 429 at the deadline, and sends nothing after it', async () => {
    const calls = answers(() => HttpResponse.json({}, { status: 429 }))
    const started = Date.now()
    const error = await failure(writer({ deadlineMs: 300, backoffMs: () => 40 }).create(TABLES.contactMessages, FIELDS))
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
    answers(async () => {
      await delay('infinite')
      return HttpResponse.json(CREATED)
    })
    const started = Date.now()
    const error = await failure(writer({ deadlineMs: 50, settleMs: 300 }).create(TABLES.contactMessages, FIELDS))
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe('Failed to create record in Contact Messages: no answer within 0.3 s')
  })

  it('reports an error answer that is not JSON as invalid-json', async () => {
    answers(() => new HttpResponse('<html>gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }))
    expect((await failure(writer().create(TABLES.contactMessages, FIELDS))).kind).toBe('invalid-json')
  })

  it('reports a refused connection as connection-error', async () => {
    answers(() => HttpResponse.error())
    const error = await failure(writer().create(TABLES.contactMessages, FIELDS))
    expect(error.kind).toBe('connection-error')
    expect(error.message).toMatch(/^Failed to create record in Contact Messages: /)
  })

  it('reports a real refused connection (nothing listening) as connection-error', async () => {
    server.use(http.all('http://127.0.0.1:9/*', () => passthrough()))
    const closed = createAirtableWriter({ token: 't', baseId: 'appAmaranth', endpointUrl: 'http://127.0.0.1:9' })
    const error = await failure(closed.create(TABLES.contactMessages, FIELDS))
    expect(error.kind).toBe('connection-error')
    expect(error.message).toMatch(/ECONNREFUSED/)
  })
})
