/**
 * The fake Stripe, served over HTTP: what our server calls through the real `stripe` package
 * (STRIPE_API_URL; create and retrieve a Checkout Session, list its line items), the hosted test checkout
 * page whose "Pay" button marks a session paid (an expired one cannot be paid), expire a session,
 * refund a payment (`POST /v1/refunds`, once per Idempotency-Key, sending the signed `charge.refunded`), sends the signed `checkout.session.completed` webhook and
 * returns to the success URL, and controls for tests (GET /__sessions, GET /__events, GET /__calls,
 * POST /__replay/{id}, POST /__refund/{id}?amount={cents} for a signed `charge.refunded`, GET /__health).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { checkoutPage } from './checkoutPage.ts'
import { parseStripeForm } from './formBody.ts'
import { createPaymentIntents, type PaymentIntents } from './paymentIntents.ts'
import { refundCharge, type Charge } from './refunds.ts'
import {
  createSession,
  expireSession,
  paySession,
  stripeId,
  StripeInputError,
  type LineItem,
  type Session,
} from './sessions.ts'
import { stripeSignature } from './signature.ts'

export type { LineItem, Session } from './sessions.ts'
export type { Charge } from './refunds.ts'
export type { PaymentIntent } from './paymentIntents.ts'
export { stripeSignature } from './signature.ts'

export type SentEvent = { id: string; type: string; sessionId: string; body: string; status: number | 'error' }

/** One request our server made to the API (`/v1/…`), so tests can count what Stripe would bill in rate limit. */
export type ApiCall = { method: string; path: string; query: string }

export type FakeStripe = {
  url: string
  sessions: Map<string, Session>
  /** Every webhook sent, in order, with the answer it got. */
  events: SentEvent[]
  /** Every API request received, in order. */
  calls: ApiCall[]
  /** The sessions' PaymentIntents (authorise-then-capture), and the clock a hold's 7 days run on. */
  paymentIntents: PaymentIntents
  /** What the "Pay" button does: the session paid, the webhook sent; resolves with the success URL. */
  pay: (sessionId: string, email: string) => Promise<string>
  /** Sends the session's last event again, as Stripe's retries do. */
  replay: (sessionId: string) => Promise<SentEvent>
  /** Refunds `amount` cents of a paid session (the rest when omitted) and sends the signed `charge.refunded`. */
  refund: (sessionId: string, amount?: number) => Promise<SentEvent>
  close: () => Promise<void>
}

export type FakeStripeOptions = {
  port?: number
  /** Where the webhook goes (our POST /api/stripe/webhook); none: no webhook is sent. */
  webhookUrl?: string
  webhookSecret?: string
}

async function readBody(request: IncomingMessage, limit = 1 << 20): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw new StripeInputError('Request too large.')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

const stripeError = (response: ServerResponse, status: number, message: string, param?: string, code?: string) =>
  json(response, status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
  })

export async function startFakeStripe({ port = 0, webhookUrl, webhookSecret = 'whsec_fake' }: FakeStripeOptions = {}) {
  const sessions = new Map<string, Session>()
  const lineItems = new Map<string, LineItem[]>()
  const events: SentEvent[] = []
  const calls: ApiCall[] = []
  const charges = new Map<string, Charge>()
  const refundsByKey = new Map<string, unknown>()
  const paymentIntents = createPaymentIntents()
  let base = ''

  async function sendEvent(object: Session | Charge, type: string, sessionId: string): Promise<SentEvent> {
    const body = JSON.stringify({
      id: stripeId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: '2025-01-27.acacia',
      data: { object },
    })
    const event: SentEvent = { id: JSON.parse(body).id, type, sessionId, body, status: 'error' }
    events.push(event)
    if (!webhookUrl) return event
    await post(event)
    return event
  }

  async function post(event: SentEvent) {
    try {
      const answer = await fetch(webhookUrl!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(event.body, webhookSecret) },
        body: event.body,
        signal: AbortSignal.timeout(10_000),
      })
      event.status = answer.status
    } catch {
      event.status = 'error'
    }
  }

  async function pay(sessionId: string, email: string) {
    const session = sessions.get(sessionId)
    if (!session) throw new StripeInputError(`No such checkout.session: '${sessionId}'`)
    if (session.status === 'open') {
      const paid = paymentIntents.settle(paySession(session, email))
      sessions.set(sessionId, paid)
      await sendEvent(paid, 'checkout.session.completed', sessionId)
    }
    return sessions.get(sessionId)!.success_url
  }

  async function replay(sessionId: string) {
    const last = events.findLast((event) => event.sessionId === sessionId)
    if (!last) throw new StripeInputError(`No event for ${sessionId}`)
    const again = { ...last }
    events.push(again)
    if (webhookUrl) await post(again)
    return again
  }

  /** A manual-capture session reads paid once its PaymentIntent is captured, as Stripe's does. */
  const asNow = (session: Session): Session =>
    session.payment_intent && paymentIntents.get(session.payment_intent)?.status === 'succeeded'
      ? { ...session, payment_status: 'paid' }
      : session

  async function refund(sessionId: string, amount?: number) {
    const session = sessions.get(sessionId)
    if (!session) throw new StripeInputError(`No such checkout.session: '${sessionId}'`)
    const charge = refundCharge(asNow(session), charges.get(sessionId), amount)
    charges.set(sessionId, charge)
    return sendEvent(charge, 'charge.refunded', sessionId)
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string, query: URLSearchParams) {
    calls.push({ method: request.method ?? 'GET', path, query: query.toString() })
    if (!/^Bearer sk_(test|live)_\S+$/.test(request.headers.authorization ?? '')) {
      return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const params = parseStripeForm(await readBody(request))
      const created = createSession(params, (id) => `${base}/c/pay/${id}`)
      paymentIntents.noteSession(created.session.id, params)
      sessions.set(created.session.id, created.session)
      lineItems.set(created.session.id, created.lineItems)
      return json(response, 200, created.session)
    }
    if (request.method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = query.get('payment_intent')
      const data = [...sessions.values()].filter((session) => !intent || session.payment_intent === intent)
      return json(response, 200, { object: 'list', data, has_more: false, url: path })
    }
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(path)
    if (request.method === 'POST' && expire) {
      const session = sessions.get(expire[1]!)
      if (!session) return stripeError(response, 404, `No such checkout.session: '${expire[1]}'`, 'session')
      const expired = expireSession(session)
      sessions.set(session.id, expired)
      // Stripe tells the webhook of a session expired through the API as of one that ran out.
      if (session.status === 'open') await sendEvent(expired, 'checkout.session.expired', session.id)
      return json(response, 200, expired)
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const params = parseStripeForm(await readBody(request))
      const key = String(request.headers['idempotency-key'] ?? '')
      if (key && refundsByKey.has(key)) return json(response, 200, refundsByKey.get(key))
      const intent = String(params.payment_intent ?? '')
      const session = [...sessions.values()].find((s) => intent && s.payment_intent === intent)
      if (!session) return stripeError(response, 404, `No such payment_intent: '${intent}'`, 'payment_intent')
      const amount = params.amount === undefined ? undefined : Number(params.amount)
      const before = charges.get(session.id)?.amount_refunded ?? 0
      const event = await refund(session.id, amount)
      const charge = charges.get(session.id)!
      const created = {
        id: stripeId('re'),
        object: 'refund',
        amount: charge.amount_refunded - before,
        payment_intent: intent,
        status: 'succeeded',
        metadata: (params.metadata ?? {}) as Record<string, string>,
        event: event.id,
      }
      if (key) refundsByKey.set(key, created)
      return json(response, 200, created)
    }
    const match = /^\/v1\/checkout\/sessions\/([\w-]+)(\/line_items)?$/.exec(path)
    if (request.method === 'GET' && match) {
      const session = sessions.get(match[1]!)
      if (!session) return stripeError(response, 404, `No such checkout.session: '${match[1]}'`, 'session')
      if (!match[2]) return json(response, 200, asNow(session))
      const data = lineItems.get(session.id) ?? []
      return json(response, 200, { object: 'list', data, has_more: false, url: `${path}` })
    }
    if (path.startsWith('/v1/payment_intents/')) {
      const body = request.method === 'POST' ? parseStripeForm(await readBody(request)) : {}
      const answer = paymentIntents.api(request.method ?? 'GET', path, body)
      if (answer) return json(response, answer.status, answer.body)
    }
    return stripeError(response, 404, `Unrecognized request URL (${request.method}: ${path}).`)
  }

  async function hostedPage(request: IncomingMessage, response: ServerResponse, sessionId: string) {
    const session = sessions.get(sessionId)
    if (!session) {
      response.writeHead(404, { 'Content-Type': 'text/plain' })
      return response.end('No such checkout session.')
    }
    if (request.method === 'POST') {
      const email = new URLSearchParams(await readBody(request)).get('email')?.trim() ?? ''
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
        response.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' })
        return response.end(checkoutPage(session, lineItems.get(sessionId) ?? [], 'Enter a valid email address.'))
      }
      response.writeHead(303, { Location: await pay(sessionId, email) })
      return response.end()
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(checkoutPage(session, lineItems.get(sessionId) ?? []))
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake')
    const path = url.pathname
    try {
      if (path === '/__health') return json(response, 200, { ok: true })
      if (path === '/__sessions') return json(response, 200, [...sessions.values()])
      if (path === '/__events') return json(response, 200, events)
      if (path === '/__calls') return json(response, 200, calls)
      if (path === '/__clock/advance' && request.method === 'POST')
        return json(response, 200, paymentIntents.advance(Number(url.searchParams.get('seconds'))))
      const refundMatch = /^\/__refund\/([\w-]+)$/.exec(path)
      if (refundMatch && request.method === 'POST') {
        const amount = url.searchParams.get('amount')
        return json(response, 200, await refund(refundMatch[1]!, amount === null ? undefined : Number(amount)))
      }
      const replayMatch = /^\/__replay\/([\w-]+)$/.exec(path)
      if (replayMatch && request.method === 'POST') return json(response, 200, await replay(replayMatch[1]!))
      const pageMatch = /^\/c\/pay\/([\w-]+)$/.exec(path)
      if (pageMatch) return await hostedPage(request, response, pageMatch[1]!)
      if (path.startsWith('/v1/')) return await api(request, response, path, url.searchParams)
      return stripeError(response, 404, 'Not found.')
    } catch (error) {
      if (error instanceof StripeInputError) return stripeError(response, 400, error.message, error.param, error.code)
      return stripeError(response, 500, error instanceof Error ? error.message : String(error))
    }
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(port, resolve))
  base = `http://localhost:${(server.address() as AddressInfo).port}`
  const fake: FakeStripe = {
    url: base,
    sessions,
    events,
    calls,
    paymentIntents,
    pay,
    replay,
    refund,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  return fake
}
