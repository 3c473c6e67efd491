import { startFakeAirtable } from '@amaranth/fake-airtable'
import { serve, type ServerType } from '@hono/node-server'
import { Hono } from 'hono'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { get } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAirtableWriter } from '../../src/server/api/airtableWriter.ts'
import { createFormApi } from '../../src/server/api/routes.ts'
import { gracefulShutdown } from '../../src/server/gracefulShutdown.ts'
import { SHORT_LIVED_NODE_FLAGS } from '../support/childNode.ts'

const SHUTDOWN_SERVER = fileURLToPath(new URL('./support/shutdownServer.ts', import.meta.url))
const CONTACT_MESSAGE = {
  fullName: 'Olivia Hart',
  email: 'olivia@example.com',
  phone: '0412 345 678',
  message: 'Hello!',
}
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A GET on a connection of its own (no agent), so nothing kept alive from earlier is reused. */
const getOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { agent: false }, (response) => resolve(response.resume().statusCode!)).on('error', reject)
  })

const submit = (origin: string) =>
  fetch(`${origin}/api/contact-messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(CONTACT_MESSAGE),
  })

/** A server in this process, with exit() observed instead of ending the test run. */
async function serveWithShutdown(app: Hono, timeoutMs?: number) {
  const server: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await once(server, 'listening')
  cleanups.push(() => (server.listening ? new Promise((resolve) => server.close(resolve)) : undefined))
  let exited: (code: number) => void = () => {}
  const exitCode = new Promise<number>((resolve) => (exited = resolve))
  const { drain } = gracefulShutdown(server, { timeoutMs, signals: [], exit: exited, log: () => {} })
  return { port: (server.address() as AddressInfo).port, drain: () => drain('test'), exitCode }
}

async function heldAirtableFormApi() {
  // Every record creation is held until the test releases it, so the test acts while one is in flight.
  const airtable = await startFakeAirtable({ host: '127.0.0.1', plan: [{ kind: 'hold' }] })
  cleanups.push(() => airtable.close())
  const app = createFormApi({
    writer: createAirtableWriter({ token: 'patTEST', baseId: 'appTEST', endpointUrl: airtable.url }),
    loadCatalogue: async () => [],
  })
  return { airtable, app }
}

describe('graceful shutdown', () => {
  it('on SIGTERM, finishes the submission waiting on Airtable, refuses new connections and exits 0', async () => {
    const { airtable } = await heldAirtableFormApi()
    const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, SHUTDOWN_SERVER], {
      env: { ...process.env, AIRTABLE_ENDPOINT_URL: airtable.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    cleanups.push(() => child.kill('SIGKILL'))
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    const exit = once(child, 'exit')
    await vi.waitFor(() => expect(output).toMatch(/listening \d+/), { timeout: 15_000 })
    const origin = `http://127.0.0.1:${/listening (\d+)/.exec(output)![1]}`

    const submission = submit(origin)
    await airtable.arrival()
    child.kill('SIGTERM')
    await vi.waitFor(() => expect(output).toContain('SIGTERM: finishing 1 request(s) in flight'), { timeout: 5_000 })
    await expect(getOnNewConnection(`${origin}/api/contact-messages`)).rejects.toMatchObject({ code: 'ECONNREFUSED' })

    airtable.release()
    expect((await submission).status).toBe(201)
    expect(airtable.received).toHaveLength(1)
    expect(airtable.received[0]!.body.fields).toMatchObject({ 'Full Name': 'Olivia Hart', Email: 'olivia@example.com' })
    expect(await exit).toEqual([0, null])
  }, 40_000) // a process of its own starts slowly on a loaded machine

  it('answers a request that arrives on a kept-alive connection after the signal with 503 and Connection: close', async () => {
    let finishStream: () => void = () => {}
    const app = new Hono().get('/streaming', (c) =>
      c.body(
        new ReadableStream<string>({
          start(controller) {
            controller.enqueue('started ')
            finishStream = () => {
              controller.enqueue('finished')
              controller.close()
            }
          },
        }).pipeThrough(new TextEncoderStream()),
      ),
    )
    const { port, drain, exitCode } = await serveWithShutdown(app)
    const socket = connect(port, '127.0.0.1')
    cleanups.push(() => socket.destroy())
    let received = ''
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk))
    const closed = once(socket, 'close')

    socket.write('GET /streaming HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await vi.waitFor(() => expect(received).toContain('started'), { timeout: 5_000 })
    drain()
    // The next request on the same connection, after the signal: it must not reach the app.
    socket.write('GET /streaming HTTP/1.1\r\nHost: localhost\r\n\r\n')
    finishStream()
    await closed

    const [first, second] = received.split(/(?=HTTP\/1\.1 )/)
    expect(first).toMatch(/^HTTP\/1\.1 200 /)
    expect(first).toContain('finished')
    expect(second).toMatch(/^HTTP\/1\.1 503 /)
    expect(second).toMatch(/\r\nConnection: close\r\n/i)
    expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n')))).toMatchObject({ error: 'shutting_down' })
    expect(await exitCode).toBe(0)
  })

  it('cuts requests that outlast the timeout and exits 1', async () => {
    const { airtable, app } = await heldAirtableFormApi()
    const { port, drain, exitCode } = await serveWithShutdown(app, 200)
    const submission = submit(`http://127.0.0.1:${port}`)
    await airtable.arrival()
    drain()
    expect(await exitCode).toBe(1)
    await expect(submission).rejects.toThrow()
    airtable.release()
  })
})
