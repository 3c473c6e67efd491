/**
 * A fake Airtable for the end-to-end suite and the server's fault tests: creates records as
 * Airtable does (known tables and fields only, typed values, empty cells left out of the stored
 * record) and keeps what it received, so tests can check a record field by field
 * (GET /__received?email=…). Faults are chosen per request by markers in the Email
 * (fakeAirtableFaults.ts) and ended with POST /__recover?email=….
 * Run: `node e2e/support/fakeAirtable.ts` (FAKE_AIRTABLE_PORT, default 5273).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createFaultPlan, faultBody } from './fakeAirtableFaults.ts'

type FieldType = 'text' | 'number' | 'date'
type Fields = Record<string, unknown>

/** The base's two tables as our Airtable base defines them (DESIGN.md's contract). */
const TABLES: Record<string, Record<string, FieldType>> = {
  'Equipment Hire Requests': {
    'First Name': 'text',
    'Last Name': 'text',
    Email: 'text',
    'Phone Number': 'text',
    'Date of event': 'date',
    'Venue/location': 'text',
    Message: 'text',
    Items: 'text',
    'Total Cost': 'number',
  },
  'Contact Messages': { 'Full Name': 'text', Email: 'text', 'Phone Number': 'text', Message: 'text' },
}

const ACCEPTS: Record<FieldType, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
}

/** One record as stored: what Airtable keeps (empty cells are absent) beside the request it came from. */
export type Received = {
  table: string
  baseId: string
  authorization: string
  body: { fields: Fields }
  record: { id: string; createdTime: string; fields: Fields }
}

type Answer = { status: number; body: unknown }
const airtableError = (status: number, type: string, message: string): Answer => ({
  status,
  body: { error: { type, message } },
})

function validate(table: string, body: unknown): Answer | null {
  const columns = TABLES[table]
  if (!columns)
    return airtableError(
      403,
      'INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND',
      'Invalid permissions, or the requested model was not found.',
    )
  const fields = (body as { fields?: unknown } | null)?.fields
  if (!fields || typeof fields !== 'object')
    return airtableError(422, 'INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "fields" in the request body')
  for (const [name, value] of Object.entries(fields)) {
    const type = columns[name]
    if (!type) return airtableError(422, 'UNKNOWN_FIELD_NAME', `Unknown field name: "${name}"`)
    if (value !== '' && value !== null && !ACCEPTS[type](value)) {
      return airtableError(422, 'INVALID_VALUE_FOR_COLUMN', `Field "${name}" cannot accept the provided value`)
    }
  }
  return null
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}

const send = (response: ServerResponse, { status, body }: Answer) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

export type FakeAirtable = {
  url: string
  received: Received[]
  /** Requests seen for an Email, failed ones included. */
  attempts: (email: string) => number
  /** Ends the fault an Email's markers chose, as when Airtable comes back. */
  recover: (email: string) => void
  close: () => Promise<void>
}

export async function startFakeAirtable(port = 0): Promise<FakeAirtable> {
  const received: Received[] = []
  const faults = createFaultPlan()

  function store(table: string, baseId: string, authorization: string, body: { fields: Fields }) {
    const fields = Object.fromEntries(Object.entries(body.fields).filter(([, v]) => v !== '' && v !== null))
    const record = {
      id: `rec${String(received.length + 1).padStart(14, '0')}`,
      createdTime: new Date().toISOString(),
      fields,
    }
    received.push({ table, baseId, authorization, body, record })
    return record
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-airtable')
    if (request.method === 'GET' && url.pathname === '/__health')
      return send(response, { status: 200, body: { ok: true } })
    if (request.method === 'GET' && url.pathname === '/__received') {
      const email = url.searchParams.get('email')
      const matching = received.filter((entry) => !email || entry.body.fields.Email === email)
      return send(response, { status: 200, body: matching })
    }
    if (request.method === 'POST' && url.pathname === '/__recover') {
      faults.recover(url.searchParams.get('email') ?? '')
      return send(response, { status: 200, body: { ok: true } })
    }

    const match = /^\/v0\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname)
    if (request.method !== 'POST' || !match) return send(response, airtableError(404, 'NOT_FOUND', 'Not found'))
    const authorization = request.headers.authorization ?? ''
    if (!authorization.startsWith('Bearer '))
      return send(response, airtableError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required'))

    const table = decodeURIComponent(match[2]!)
    const body = await readJson(request)
    const invalid = validate(table, body)
    if (invalid) return send(response, invalid)
    const valid = body as { fields: Fields }

    const fault = faults.next(String(valid.fields.Email ?? ''))
    if (fault?.kind === 'status') return send(response, { status: fault.status, body: faultBody(fault.status) })
    const record = store(table, match[1]!, authorization, valid)
    if (fault?.kind === 'drop') return request.socket.destroy()
    if (fault?.kind === 'reset') {
      const json = JSON.stringify(record)
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.write(json.slice(0, json.length / 2), () => request.socket.destroy())
    }
    if (fault?.kind === 'slow') return setTimeout(() => send(response, { status: 200, body: record }), fault.ms)
    send(response, { status: 200, body: record })
  })

  await new Promise<void>((resolve) => server.listen(port, resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://localhost:${bound}`,
    received,
    attempts: faults.attempts,
    recover: faults.recover,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startFakeAirtable(Number(process.env.FAKE_AIRTABLE_PORT ?? 5273))
  console.log(`Fake Airtable on ${fake.url}`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
