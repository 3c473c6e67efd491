import type { ServerType } from '@hono/node-server'
import { Server, type IncomingMessage, type ServerResponse } from 'node:http'

export type GracefulShutdownOptions = {
  /** Above the Airtable writer's 15 s deadline, so a submission already waiting on it still completes. */
  timeoutMs?: number
  signals?: readonly NodeJS.Signals[]
  exit?: (code: number) => void
  log?: (message: string) => void
  /** Once no request is left: work to finish before exiting (the outbox's deliveries under way), within the same timeout. */
  beforeExit?: () => Promise<void>
}

const REFUSAL = JSON.stringify({
  error: 'shutting_down',
  message: 'The server is restarting. Please try again in a few seconds.',
})

/**
 * On SIGTERM/SIGINT: stop accepting connections, refuse requests that still arrive on kept-alive
 * connections, let the requests already in flight finish (a submission being accepted is stored and
 * answered), then `beforeExit` (the outbox's deliveries under way finish; the rest wait for the next
 * start), then exit 0 — or exit 1 if all that outlasts `timeoutMs`.
 *
 * The app's request listeners are moved behind a gate at the Node level, so the refusal covers every
 * route (pages, assets, the lake, the form API) without depending on how the Hono app is assembled.
 * Returns `drain`, which starts the same shutdown without a signal.
 */
export function gracefulShutdown(server: ServerType, options: GracefulShutdownOptions = {}) {
  // `serve` is typed for HTTP/2 servers too; what follows drains HTTP/1.1 connections, all we serve.
  if (!(server instanceof Server)) throw new TypeError('gracefulShutdown expects a node:http server')
  const {
    timeoutMs = 20_000,
    signals = ['SIGTERM', 'SIGINT'],
    exit = process.exit,
    log = console.log,
    beforeExit = async () => {},
  } = options
  const inFlight = new Set<ServerResponse>()
  let draining = false

  const appListeners = server.listeners('request') as Array<(req: IncomingMessage, res: ServerResponse) => void>
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (draining) {
      res
        .writeHead(503, {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(REFUSAL),
          Connection: 'close',
          'Retry-After': '5',
        })
        .end(REFUSAL)
      return
    }
    inFlight.add(res)
    res.on('close', () => {
      inFlight.delete(res)
      // Its connection is idle now; closing it lets server.close() finish instead of waiting on keep-alive.
      if (draining) setImmediate(() => server.closeIdleConnections())
    })
    for (const listener of appListeners) listener.call(server, req, res)
  })

  const drain = (reason: string) => {
    if (draining) return
    draining = true
    log(`${reason}: finishing ${inFlight.size} request(s) in flight, refusing new ones`)
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close')
    const deadline = setTimeout(() => {
      log(`${inFlight.size} request(s) still running after ${timeoutMs / 1000} s; closing them`)
      server.closeAllConnections()
      exit(1)
    }, timeoutMs)
    deadline.unref()
    // close() also closes the idle keep-alive connections (Node >= 19) and calls back when none is left.
    server.close(() => {
      void beforeExit().then(
        () => {
          clearTimeout(deadline)
          exit(0)
        },
        (error: unknown) => {
          log(`shutdown: ${error instanceof Error ? error.message : String(error)}`)
          clearTimeout(deadline)
          exit(1)
        },
      )
    })
  }

  // once: a second signal ends the process at once, as a second Ctrl-C should.
  for (const signal of signals) process.once(signal, () => drain(signal))
  return { drain }
}
