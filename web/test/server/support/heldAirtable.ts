import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

type Held = { body: { fields: Record<string, unknown> }; answer: () => void }

/**
 * A fake Airtable that holds every record creation until the test releases it, so a test can act
 * while a submission is in flight. `received` lists what it was sent, in order of arrival.
 */
export async function startHeldAirtable() {
  const held: Held[] = []
  const received: Held['body'][] = []
  let notifyArrival = () => {}

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Held['body']
    received.push(body)
    held.push({
      body,
      answer: () =>
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ id: `rec${received.length}`, createdTime: new Date().toISOString(), ...body })),
    })
    notifyArrival()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Resolves once a record creation is waiting. */
    arrival: () =>
      new Promise<void>((resolve) => {
        if (held.length) resolve()
        else notifyArrival = resolve
      }),
    release: () => held.splice(0).forEach((request) => request.answer()),
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export const CONTACT_MESSAGE = {
  fullName: 'Olivia Hart',
  email: 'olivia@example.com',
  phone: '0412 345 678',
  message: 'Hello!',
}
