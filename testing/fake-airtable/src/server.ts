/**
 * The fake Airtable, served over HTTP: the one every test that writes to Airtable talks to, through
 * the real `airtable` package and a real socket (AIRTABLE_ENDPOINT_URL or the writer's endpointUrl).
 * It creates records as Airtable does (known tables and fields only, typed values, empty cells left
 * out of the stored record), plays the faults of faults.ts, and keeps what it was sent so a test can
 * check a record field by field: in process (`received`, `requests`) or over HTTP for another
 * process (GET /__received?email=…, POST /__recover?email=…, POST /__fields?table=…&field=…&present=false
 * as `dropField`, without `present=false` as `addField`, GET /__health). It lists records and
 * updates them too (reads.ts), for the site's availability reads and a staff member's Status, and
 * upserts them (updates.ts), as the site writes a submission; a bulk update meets the faults a
 * creation does. It keeps comments left on a record (the site's notes to staff; GET /__comments?record=…). `dropField` plays a base without a field the site sends (`Submission ID`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'
import { airtableError, refusal, type Answer, type Fields } from './base.ts'
import { createFaultPlan, faultBody, GATEWAY_PAGE, type Fault } from './faults.ts'
import { commentOnRecord, listRecords, recordById, updateRecord } from './reads.ts'
import { createStore, emailOf, type Comment, type Received, type Seen } from './store.ts'
import { updateRecords, updateRefusal } from './updates.ts'

export type { Fault } from './faults.ts'
export type { Comment, Received, Seen } from './store.ts'

export type FakeAirtable = {
  url: string
  /** Records created, in order. */
  received: Received[]
  /** Every request, refused and failed ones included. */
  requests: Seen[]
  /** Comments left on records (`POST …/{recordId}/comments`), in order. */
  comments: Comment[]
  /** Requests seen for an Email, failed ones included. */
  attempts: (email: string) => number
  /** Ends the fault an Email's markers chose, as when Airtable comes back. */
  recover: (email: string) => void
  /** The next requests meet these faults in order; the last one repeats (faults.ts). */
  plan: (faults: Array<Fault | null>) => void
  /** Resolves once a held record creation is waiting (the `hold` fault). */
  arrival: () => Promise<void>
  /** Answers every held record creation. */
  release: () => void
  /** Takes a field out of a table, as in a base set up before the site asked for it (`Submission ID`). */
  dropField: (table: string, field: string) => void
  /** Puts a dropped field back, as staff adding it would. */
  addField: (table: string, field: string) => void
  close: () => Promise<void>
}

export type FakeAirtableOptions = {
  /** 0 (the default) picks a free port. */
  port?: number
  /** Listen on this address only; the url names it (default: every address, url on localhost). */
  host?: string
  /** Faults from the first request on, as `plan()`. */
  plan?: Array<Fault | null>
  /** Fields the base lacks from the start, by table (as `dropField`). */
  lacking?: Record<string, string[]>
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

export async function startFakeAirtable({
  port = 0,
  host,
  plan = [],
  lacking: lackingFromStart = {},
}: FakeAirtableOptions = {}): Promise<FakeAirtable> {
  const store = createStore()
  const lacking = new Map(Object.entries(lackingFromStart).map(([table, fields]) => [table, new Set(fields)]))
  const dropField = (table: string, field: string) =>
    void lacking.set(table, new Set([...(lacking.get(table) ?? []), field]))
  const addField = (table: string, field: string) => void lacking.get(table)?.delete(field)
  const faults = createFaultPlan()
  faults.plan(plan)
  let url = ''
  let held: Array<() => void> = []
  let notifyArrival = () => {}

  /**
   * A creation or a bulk update: refused as the base refuses, then the planned or marked fault, then the
   * write. A fault that answers after the write (drop, reset, slow, hold) leaves the records written.
   */
  async function write(
    request: IncomingMessage,
    response: ServerResponse,
    refuse: (body: unknown) => Answer | null,
    perform: (body: unknown, authorization: string) => Answer,
  ) {
    const body = await readJson(request)
    const authorization = request.headers.authorization ?? ''
    store.requests.push({ method: request.method ?? '', url: `${url}${request.url}`, headers: request.headers, body })
    if (!authorization.startsWith('Bearer '))
      return send(response, airtableError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required'))
    const refused = refuse(body)
    if (refused) return send(response, refused)

    const email = emailOf(body) ?? ''
    const fault = faults.next(email, store.attempts(email))
    if (fault?.kind === 'status') return send(response, { status: fault.status, body: faultBody(fault.status) })
    if (fault?.kind === 'gateway') {
      response.writeHead(502, { 'Content-Type': 'text/html' })
      return response.end(GATEWAY_PAGE)
    }
    const written = perform(body, authorization)
    if (written.status !== 200) return send(response, written)
    const answer = () => send(response, written)
    if (fault?.kind === 'drop') return request.socket.destroy()
    if (fault?.kind === 'reset') {
      const json = JSON.stringify(written.body)
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.write(json.slice(0, json.length / 2), () => request.socket.destroy())
    }
    if (fault?.kind === 'slow') return setTimeout(answer, fault.ms)
    if (fault?.kind === 'hold') {
      held.push(answer)
      return notifyArrival()
    }
    answer()
  }

  // A read meets the planned faults as a write does (a plan comes first); markers name an Email, which a read has not.
  function readRecords(request: IncomingMessage, response: ServerResponse, table: string, path: URL) {
    store.requests.push({ method: 'GET', url: `${url}${request.url}`, headers: request.headers, body: undefined })
    if (!(request.headers.authorization ?? '').startsWith('Bearer '))
      return send(response, airtableError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required'))
    const fault = faults.next('', 0)
    if (fault?.kind === 'status') return send(response, { status: fault.status, body: faultBody(fault.status) })
    if (fault?.kind === 'gateway') {
      response.writeHead(502, { 'Content-Type': 'text/html' })
      return response.end(GATEWAY_PAGE)
    }
    if (fault?.kind === 'drop' || fault?.kind === 'reset') return request.socket.destroy()
    const answer = () => send(response, listRecords(store.received, table, path.searchParams))
    if (fault?.kind === 'slow') return void setTimeout(answer, fault.ms)
    answer()
  }

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake-airtable')
    if (request.method === 'GET' && path.pathname === '/__health')
      return send(response, { status: 200, body: { ok: true } })
    if (request.method === 'GET' && path.pathname === '/__received') {
      const email = path.searchParams.get('email')
      const matching = store.received.filter((entry) => !email || entry.body.fields.Email === email)
      return send(response, { status: 200, body: matching })
    }
    if (request.method === 'POST' && path.pathname === '/__fields') {
      const [table, field] = [path.searchParams.get('table') ?? '', path.searchParams.get('field') ?? '']
      if (path.searchParams.get('present') === 'false') dropField(table, field)
      else addField(table, field)
      return send(response, { status: 200, body: { ok: true } })
    }
    if (request.method === 'POST' && path.pathname === '/__recover') {
      faults.recover(path.searchParams.get('email') ?? '')
      return send(response, { status: 200, body: { ok: true } })
    }
    if (request.method === 'GET' && path.pathname === '/__comments') {
      const recordId = path.searchParams.get('record')
      return send(response, {
        status: 200,
        body: store.comments.filter((comment) => !recordId || comment.recordId === recordId),
      })
    }
    const commented = /^\/v0\/([^/]+)\/([^/]+)\/(rec[A-Za-z0-9]+)\/comments$/.exec(path.pathname)
    if (request.method === 'POST' && commented) {
      const body = await readJson(request)
      store.requests.push({ method: 'POST', url: `${url}${request.url}`, headers: request.headers, body })
      if (!(request.headers.authorization ?? '').startsWith('Bearer '))
        return send(response, airtableError(401, 'AUTHENTICATION_REQUIRED', 'Authentication required'))
      return send(response, commentOnRecord(store, decodeURIComponent(commented[2]!), commented[3]!, body))
    }
    const record = /^\/v0\/([^/]+)\/([^/]+)\/(rec[A-Za-z0-9]+)$/.exec(path.pathname)
    if ((request.method === 'GET' || request.method === 'PATCH') && record) {
      const body = request.method === 'PATCH' ? await readJson(request) : undefined
      store.requests.push({ method: request.method, url: `${url}${request.url}`, headers: request.headers, body })
      // One record read or updated by id meets the planned faults as every other request does.
      const fault = faults.next('', 0)
      if (fault?.kind === 'status') return send(response, { status: fault.status, body: faultBody(fault.status) })
      if (fault?.kind === 'drop' || fault?.kind === 'reset' || fault?.kind === 'gateway')
        return request.socket.destroy()
      const [table, id] = [decodeURIComponent(record[2]!), record[3]!]
      return send(
        response,
        body === undefined ? recordById(store.received, table, id) : updateRecord(store, table, id, body, lacking),
      )
    }
    const match = /^\/v0\/([^/]+)\/([^/]+)\/?$/.exec(path.pathname)
    if (!match) return send(response, airtableError(404, 'NOT_FOUND', 'Not found'))
    const [, baseId, encodedTable] = match as unknown as [string, string, string]
    const table = decodeURIComponent(encodedTable)
    if (request.method === 'GET') return readRecords(request, response, table, path)
    if (request.method === 'POST')
      return write(
        request,
        response,
        (body) => refusal(table, body, lacking),
        (body, authorization) => ({
          status: 200,
          body: store.create(table, baseId, authorization, body as { fields: Fields }),
        }),
      )
    if (request.method === 'PATCH' || request.method === 'PUT')
      return write(
        request,
        response,
        (body) => updateRefusal(table, body, lacking),
        (body, authorization) => updateRecords(store, { table, baseId, authorization }, body, request.method === 'PUT'),
      )
    send(response, airtableError(404, 'NOT_FOUND', 'Not found'))
  })

  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  url = `http://${host ?? 'localhost'}:${(server.address() as AddressInfo).port}`
  return {
    url,
    received: store.received,
    requests: store.requests,
    comments: store.comments,
    attempts: store.attempts,
    recover: faults.recover,
    plan: faults.plan,
    arrival: () =>
      new Promise<void>((resolve) => {
        if (held.length) resolve()
        else notifyArrival = resolve
      }),
    release: () => held.splice(0).forEach((answer) => answer()),
    dropField,
    addField,
    close: () =>
      new Promise((resolve) => {
        held = []
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The `refused` fault: an address on this machine that nothing listens on. */
export async function refusedUrl(): Promise<string> {
  const port = await new Promise<number>((resolve) => {
    const probe = createTcpServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
  return `http://127.0.0.1:${port}`
}
