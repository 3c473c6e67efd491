/**
 * A fake Airtable for the end-to-end suite: answers record creation as Airtable does and records
 * what it received, so tests can check the record field by field (GET /__received?email=…).
 * A submission whose Email contains "fail-once" is refused with 503 the first time, so a test can
 * see the failure message and then a retry that succeeds.
 * Run: `node e2e/support/fakeAirtable.ts` (FAKE_AIRTABLE_PORT, default 5273).
 */
import { createServer, type IncomingMessage } from 'node:http'

type Received = { table: string; baseId: string; authorization: string; body: { fields: Record<string, unknown> } }

const received: Received[] = []
const failedOnce = new Set<string>()
const port = Number(process.env.FAKE_AIRTABLE_PORT ?? 5273)

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', `http://localhost:${port}`)
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  if (request.method === 'GET' && url.pathname === '/__health') return send(200, { ok: true })
  if (request.method === 'GET' && url.pathname === '/__received') {
    const email = url.searchParams.get('email')
    return send(
      200,
      received.filter((entry) => !email || entry.body.fields.Email === email),
    )
  }

  const match = /^\/v0\/([^/]+)\/([^/]+)\/?$/.exec(url.pathname)
  if (request.method !== 'POST' || !match) return send(404, { error: 'NOT_FOUND' })
  if (!request.headers.authorization?.startsWith('Bearer ')) return send(401, { error: 'AUTHENTICATION_REQUIRED' })

  const body = JSON.parse(await readBody(request)) as Received['body']
  const email = String(body.fields?.Email ?? '')
  if (email.includes('fail-once') && !failedOnce.has(email)) {
    failedOnce.add(email)
    return send(503, { error: { type: 'SERVICE_UNAVAILABLE', message: 'Try again shortly' } })
  }
  received.push({
    table: decodeURIComponent(match[2]!),
    baseId: match[1]!,
    authorization: request.headers.authorization,
    body,
  })
  send(200, {
    id: `rec${String(received.length).padStart(14, '0')}`,
    createdTime: new Date().toISOString(),
    fields: body.fields,
  })
})

server.listen(port, () => console.log(`Fake Airtable on http://localhost:${port}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
