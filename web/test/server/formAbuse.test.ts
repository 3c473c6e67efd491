import { afterEach, describe, expect, it } from 'vitest'
import { clientAddressKey } from '../../src/server/limits/clientKey.ts'
import { postFrom, startFormServer, streamBody } from './support/formServer.ts'

/**
 * Issue #8 item 5, over real sockets as production serves the form API: the per-address rate limit,
 * the honeypot, and bodies over the limit.
 */
const contact = { fullName: 'Olivia Hart', email: 'olivia@example.com', phone: '0412 345 678', message: 'Hello!' }
const PATH = '/api/contact-messages'

let servers: Array<Awaited<ReturnType<typeof startFormServer>>> = []
async function server(options: Parameters<typeof startFormServer>[0] = {}) {
  const started = await startFormServer(options)
  servers.push(started)
  return started
}
afterEach(async () => {
  await Promise.all(servers.map((started) => started.close()))
  servers = []
})

describe('the per-address rate limit', () => {
  it('answers a burst from one address with 429 after the limit while another address is still served', async () => {
    const { port, writer } = await server({ ratePerMinute: 3 })
    const burst = Array.from({ length: 12 }, () => postFrom('127.0.0.1', port, PATH, contact))
    const other = postFrom('127.0.0.2', port, PATH, contact)
    const answers = await Promise.all(burst)

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3)
    const limited = answers.filter((answer) => answer.status === 429)
    expect(limited).toHaveLength(9)
    for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect((await other).status).toBe(201)
    expect((await postFrom('127.0.0.2', port, PATH, contact)).status).toBe(201)
    expect(writer.records).toHaveLength(5)
  })

  it('behind a trusted proxy, counts the address the proxy appended: a forged first entry does not escape', async () => {
    const { port } = await server({ ratePerMinute: 2, clientKey: clientAddressKey(true) })
    const forged = (n: number) => ({ 'X-Forwarded-For': `10.0.0.${n}, 203.0.113.7` })
    const statuses = []
    for (let n = 1; n <= 4; n += 1) statuses.push((await postFrom('127.0.0.1', port, PATH, contact, forged(n))).status)
    expect(statuses).toEqual([201, 201, 429, 429])
    // The proxy itself (one socket address) still passes on other clients, and so does a request without the header.
    const another = { 'X-Forwarded-For': '10.0.0.1, 198.51.100.9' }
    expect((await postFrom('127.0.0.1', port, PATH, contact, another)).status).toBe(201)
    expect((await postFrom('127.0.0.1', port, PATH, contact)).status).toBe(201)
  })
})

describe('the honeypot', () => {
  it('gives a bot exactly the answer a person gets, and stores nothing', async () => {
    const { port, writer } = await server()
    const person = await postFrom('127.0.0.1', port, PATH, { ...contact, fax: '' })
    const bot = await postFrom('127.0.0.2', port, PATH, { ...contact, fax: 'http://spam.example' })

    expect(bot.status).toBe(person.status)
    expect(bot.body).toBe(person.body)
    expect(bot.headers['content-type']).toBe(person.headers['content-type'])
    expect(writer.records.map((record) => record.fields['Full Name'])).toEqual(['Olivia Hart'])
  })
})

describe('a body over the 32 KiB limit', () => {
  const ATTEMPTED = 64 * 1024 * 1024

  it.each([
    ['with a Content-Length', false],
    ['chunked, without a Content-Length', true],
  ])('streamed %s, is answered 413 and cut off unread', async (how, chunked) => {
    const { port, writer, bytesRead } = await server()
    const streamed = await streamBody(port, PATH, ATTEMPTED, { chunked })

    console.log(`413 ${how}: client sent ${streamed.sent} of ${ATTEMPTED} bytes, server read ${bytesRead()}`)
    expect(streamed.status).toBe(413)
    expect(streamed.connection).toBe('close')
    // The server closed the connection: the client's writes failed long before the end of the body.
    expect(streamed.error).toMatch(/^(EPIPE|ECONNRESET)$/)
    expect(streamed.sent).toBeLessThan(ATTEMPTED)
    // It read the limit and what was in flight, never the body: a small fraction of what the client tried.
    expect(bytesRead()).toBeLessThan(ATTEMPTED / 16)
    expect(writer.records).toEqual([])
  })

  it('is cut off the same way from a client already over the rate limit (the size is checked first)', async () => {
    const { port, bytesRead } = await server({ ratePerMinute: 1 })
    expect((await postFrom('127.0.0.1', port, PATH, contact)).status).toBe(201)
    const streamed = await streamBody(port, PATH, ATTEMPTED, { chunked: false })

    expect(streamed.status).toBe(413)
    expect(streamed.sent).toBeLessThan(ATTEMPTED)
    expect(bytesRead()).toBeLessThan(ATTEMPTED / 16)
  })
})
