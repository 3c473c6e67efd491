import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripe, type FakeStripe } from '../src/server.ts'

let fake: FakeStripe
const received: Array<{ body: string; signature: string }> = []
const hook = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    received.push({ body, signature: String(request.headers['stripe-signature']) })
    response.end('{}')
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, resolve))
  fake = await startFakeStripe({
    webhookUrl: `http://localhost:${(hook.address() as AddressInfo).port}/hook`,
    webhookSecret: 'whsec_test',
  })
})
afterAll(async () => {
  await fake.close()
  hook.close()
})

const create = (body: string, key = 'sk_test_x') =>
  fetch(`${fake.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  })

const SESSION = new URLSearchParams({
  mode: 'payment',
  'line_items[0][quantity]': '1',
  'line_items[0][price_data][currency]': 'aud',
  'line_items[0][price_data][unit_amount]': '4900',
  'line_items[0][price_data][product_data][name]': 'Wedding Guide',
  'metadata[storeProduct]': 'storeProduct.wedding-guide',
  success_url: 'http://shop.test/done?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://shop.test/store',
}).toString()

describe('the fake Stripe', () => {
  it('creates a session from Stripe form encoding, and lists its line items', async () => {
    const session = await (await create(SESSION)).json()
    expect(session).toMatchObject({
      amount_total: 4900,
      currency: 'aud',
      metadata: { storeProduct: 'storeProduct.wedding-guide' },
    })
    expect(session.success_url).toBe(`http://shop.test/done?session_id=${session.id}`)
    const items = await (
      await fetch(`${fake.url}/v1/checkout/sessions/${session.id}/line_items`, {
        headers: { Authorization: 'Bearer sk_test_x' },
      })
    ).json()
    expect(items.data[0]).toMatchObject({ description: 'Wedding Guide', amount_total: 4900 })
  })

  it('refuses a missing key with 401 and a missing parameter with 400, as Stripe does', async () => {
    expect((await create(SESSION, 'nope')).status).toBe(401)
    const answer = await create('mode=payment')
    expect(answer.status).toBe(400)
    expect((await answer.json()).error.param).toBe('line_items')
  })

  it('"Pay" marks the session paid, sends a correctly signed webhook once, and returns to the success URL', async () => {
    const session = await (await create(SESSION)).json()
    const page = await (await fetch(session.url)).text()
    expect(page).toContain('TEST MODE')
    expect(page).toContain('<button type="submit">Pay</button>')
    const paid = await fetch(session.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=buyer%40example.com',
      redirect: 'manual',
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(session.success_url)
    const sent = received.at(-1)!
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(sent.signature)!
    expect(createHmac('sha256', 'whsec_test').update(`${t}.${sent.body}`).digest('hex')).toBe(v1)
    const event = JSON.parse(sent.body)
    expect(event.type).toBe('checkout.session.completed')
    expect(event.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      customer_details: { email: 'buyer@example.com' },
    })
    // Paying again sends nothing more.
    await fetch(session.url, { method: 'POST', body: 'email=buyer%40example.com', redirect: 'manual' })
    expect(received.filter((entry) => JSON.parse(entry.body).data.object.id === session.id)).toHaveLength(1)
  })

  it('refunds a paid session in parts and in full, each with a signed charge.refunded for its payment intent', async () => {
    const session = await (await create(SESSION)).json()
    await expect(fake.refund(session.id)).rejects.toThrow('no payment to refund')
    await fake.pay(session.id, 'refund@example.com')
    const { payment_intent: intent } = fake.sessions.get(session.id)!
    expect(intent).toMatch(/^pi_test_/)
    const partly = await fetch(`${fake.url}/__refund/${session.id}?amount=900`, { method: 'POST' })
    expect((await partly.json()).type).toBe('charge.refunded')
    let sent = received.at(-1)!
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(sent.signature)!
    expect(createHmac('sha256', 'whsec_test').update(`${t}.${sent.body}`).digest('hex')).toBe(v1)
    expect(JSON.parse(sent.body).data.object).toMatchObject({
      object: 'charge',
      payment_intent: intent,
      amount: 4900,
      amount_refunded: 900,
      refunded: false,
    })
    await fake.refund(session.id)
    sent = received.at(-1)!
    expect(JSON.parse(sent.body).data.object).toMatchObject({ amount_refunded: 4900, refunded: true })
    expect((await fetch(`${fake.url}/__refund/${session.id}`, { method: 'POST' })).status).toBe(400)
  })

  it('counts the API calls it gets and lists sessions by payment intent', async () => {
    const session = await (await create(SESSION)).json()
    await fake.pay(session.id, 'list@example.com')
    const before = fake.calls.length
    const intent = fake.sessions.get(session.id)!.payment_intent!
    const list = await (
      await fetch(`${fake.url}/v1/checkout/sessions?payment_intent=${intent}`, {
        headers: { Authorization: 'Bearer sk_test_x' },
      })
    ).json()
    expect(list.data.map((found: { id: string }) => found.id)).toEqual([session.id])
    const calls = await (await fetch(`${fake.url}/__calls`)).json()
    expect(calls.slice(before)).toEqual([
      { method: 'GET', path: '/v1/checkout/sessions', query: `payment_intent=${intent}` },
    ])
  })
})

describe('expiring sessions and refunds', () => {
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    })

  it('expires an open session, which can then not be paid, and refuses to expire a paid one', async () => {
    const open = await (await create(SESSION)).json()
    const expired = await post(`/v1/checkout/sessions/${open.id}/expire`, '')
    expect(await expired.json()).toMatchObject({ id: open.id, status: 'expired' })
    await fake.pay(open.id, 'late@example.com')
    expect(fake.sessions.get(open.id)).toMatchObject({ status: 'expired', payment_status: 'unpaid' })
    const paid = await (await create(SESSION)).json()
    await fake.pay(paid.id, 'paid@example.com')
    expect((await post(`/v1/checkout/sessions/${paid.id}/expire`, '')).status).toBe(400)
  })

  it('sends checkout.session.expired for a session expired through the API, as Stripe does', async () => {
    const open = await (await create(SESSION)).json()
    await post(`/v1/checkout/sessions/${open.id}/expire`, '')
    const sent = fake.events.findLast((event) => event.sessionId === open.id)
    expect(sent?.type).toBe('checkout.session.expired')
    expect(JSON.parse(sent!.body).data.object).toMatchObject({ id: open.id, status: 'expired' })
  })

  it('takes expires_at between 30 minutes and 24 hours ahead only', async () => {
    const now = Math.floor(Date.now() / 1000)
    const inAnHour = await (await create(`${SESSION}&expires_at=${now + 3600}`)).json()
    expect(inAnHour.expires_at).toBe(now + 3600)
    expect((await create(`${SESSION}&expires_at=${now + 60}`)).status).toBe(400)
  })

  it('refunds a payment by its PaymentIntent once per Idempotency-Key, sending charge.refunded', async () => {
    const session = await (await create(SESSION)).json()
    await fake.pay(session.id, 'twice@example.com')
    const intent = fake.sessions.get(session.id)!.payment_intent!
    const before = fake.events.length
    const first = await (await post('/v1/refunds', `payment_intent=${intent}`, { 'Idempotency-Key': 'k1' })).json()
    const again = await (await post('/v1/refunds', `payment_intent=${intent}`, { 'Idempotency-Key': 'k1' })).json()
    expect(first).toMatchObject({ object: 'refund', amount: 4900, payment_intent: intent, status: 'succeeded' })
    expect(again.id).toBe(first.id)
    expect(fake.events.slice(before).map((event) => event.type)).toEqual(['charge.refunded'])
    expect((await post('/v1/refunds', 'payment_intent=pi_unknown')).status).toBe(404)
  })

  it("refuses to expire a session that is not open (paid, or expired) with Stripe's 400 error shape", async () => {
    const paid = await (await create(SESSION)).json()
    await fake.pay(paid.id, 'paid@example.com')
    const expired = await (await create(SESSION)).json()
    await post(`/v1/checkout/sessions/${expired.id}/expire`, '')
    for (const id of [paid.id, expired.id]) {
      const answer = await post(`/v1/checkout/sessions/${id}/expire`, '')
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({
        error: {
          type: 'invalid_request_error',
          message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
        },
      })
    }
    expect(fake.sessions.get(paid.id)).toMatchObject({ status: 'complete', payment_status: 'paid' })
  })

  it('sends the webhook a signed charge.refunded for a refund the server asks for and for a dashboard refund', async () => {
    const session = await (await create(SESSION)).json()
    await fake.pay(session.id, 'both@example.com')
    const intent = fake.sessions.get(session.id)!.payment_intent!
    const charges = () =>
      received
        .map((entry) => JSON.parse(entry.body))
        .filter((event) => event.type === 'charge.refunded' && event.data.object.payment_intent === intent)
        .map((event) => event.data.object)
    await post('/v1/refunds', `payment_intent=${intent}&amount=1000`, { 'Idempotency-Key': 'ours-1' })
    // A refund staff make in Stripe's dashboard: our server never asked for it.
    await fetch(`${fake.url}/__refund/${session.id}?amount=900`, { method: 'POST' })
    expect(charges()).toEqual([
      expect.objectContaining({ payment_intent: intent, amount: 4900, amount_refunded: 1000, refunded: false }),
      expect.objectContaining({ payment_intent: intent, amount: 4900, amount_refunded: 1900, refunded: false }),
    ])
  })
})
