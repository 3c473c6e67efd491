import { serve } from '@hono/node-server'
import { once } from 'node:events'
import { request, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { createFormApi, type FormApiOptions } from '../../../src/server/api/routes.ts'
import { recordingWriter } from './recordingWriter.ts'

/**
 * The form API on a real socket (port 0, loopback), as production serves it, with a recording writer
 * and a count of the request bytes the server read from each connection.
 */
export async function startFormServer(options: Partial<FormApiOptions> = {}) {
  const writer = recordingWriter()
  const app = createFormApi({ writer, loadCatalogue: async () => [], log: () => {}, ...options })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => sockets.add(socket))
  if (!server.listening) await once(server, 'listening')
  const { port } = server.address() as AddressInfo
  return {
    port,
    writer,
    /** Bytes read so far from every connection the server accepted. */
    bytesRead: () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, 0),
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type Posted = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One POST on a connection of its own, from `localAddress` (Linux routes all of 127/8 to the loopback). */
export function postFrom(
  localAddress: string,
  port: number,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<Posted> {
  return new Promise((resolve, reject) => {
    const req = request({
      port,
      host: '127.0.0.1',
      localAddress,
      path,
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', ...headers },
    })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end(JSON.stringify(json))
  })
}

export type Streamed = { status?: number; connection?: string; sent: number; error?: string }

/**
 * A client that streams `total` bytes of body as fast as the server takes them, with a Content-Length
 * or chunked without one, over a raw keep-alive connection, and goes on writing whatever the server
 * answers: only the server closing the connection stops it before the end.
 */
export function streamBody(port: number, path: string, total: number, { chunked }: { chunked: boolean }) {
  return new Promise<Streamed>((resolve) => {
    const result: Streamed = { sent: 0 }
    let answer = ''
    const socket = connect({ port, host: '127.0.0.1' })
    socket.setEncoding('latin1').on('data', (text: string) => {
      answer += text
      result.status ??= Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]) || undefined
      result.connection ??= /\r\nconnection: *([^\r]*)/i.exec(answer)?.[1]
    })
    socket.on('error', (error: NodeJS.ErrnoException) => (result.error = error.code ?? error.message))
    socket.on('close', () => resolve(result))
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${total}`
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`)
    const data = Buffer.alloc(64 * 1024, 'x')
    const chunk = chunked
      ? Buffer.concat([Buffer.from(`${data.byteLength.toString(16)}\r\n`), data, Buffer.from('\r\n')])
      : data
    const pump = () => {
      while (result.sent < total && socket.writable) {
        result.sent += data.byteLength
        if (!socket.write(chunk)) return void socket.once('drain', pump)
      }
      if (socket.writable) socket.end(chunked ? '0\r\n\r\n' : '')
    }
    pump()
  })
}
