/**
 * Authorise-then-capture as Stripe does it (https://docs.stripe.com/payments/place-a-hold-on-a-payment-method):
 * a manual-capture session completes unpaid with its PaymentIntent in `requires_capture`; capture and cancel
 * move it on once and refuse any other state with Stripe's 400; an uncaptured hold lapses after 7 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripe, type FakeStripe } from '../src/server.ts'

let fake: FakeStripe
beforeAll(async () => {
  fake = await startFakeStripe()
})
afterAll(() => fake.close())

const AUTH = { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/x-www-form-urlencoded' }

const post = (path: string, body = '') => fetch(`${fake.url}${path}`, { method: 'POST', headers: AUTH, body })
const get = (path: string) => fetch(`${fake.url}${path}`, { headers: AUTH })

function sessionBody(captureMethod?: string) {
  const params = new URLSearchParams({
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'aud',
    'line_items[0][price_data][unit_amount]': '36000',
    'line_items[0][price_data][product_data][name]': 'Deposit',
    'metadata[reservation]': 'r_1',
    success_url: 'http://shop.test/reserved?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://shop.test/hire-list',
  })
  if (captureMethod) params.set('payment_intent_data[capture_method]', captureMethod)
  return params.toString()
}

/** A session paid through the test checkout; answers the session as the API then returns it. */
async function paidSession(captureMethod?: string) {
  const session = await (await post('/v1/checkout/sessions', sessionBody(captureMethod))).json()
  await fake.pay(session.id, 'couple@example.com')
  return (await (await get(`/v1/checkout/sessions/${session.id}`)).json()) as {
    id: string
    status: string
    payment_status: string
    payment_intent: string
  }
}

describe('authorise-then-capture in the fake Stripe', () => {
  it('completes a manual-capture session unpaid, its PaymentIntent authorised for the whole amount', async () => {
    const session = await paidSession('manual')
    expect(session).toMatchObject({ status: 'complete', payment_status: 'unpaid' })
    const intent = await (await get(`/v1/payment_intents/${session.payment_intent}`)).json()
    expect(intent).toMatchObject({
      id: session.payment_intent,
      object: 'payment_intent',
      status: 'requires_capture',
      capture_method: 'manual',
      amount: 36000,
      amount_capturable: 36000,
      amount_received: 0,
      currency: 'aud',
      metadata: { reservation: 'r_1' },
    })
  })

  it('leaves a session without capture_method paid, its PaymentIntent succeeded', async () => {
    const session = await paidSession()
    expect(session.payment_status).toBe('paid')
    const intent = await (await get(`/v1/payment_intents/${session.payment_intent}`)).json()
    expect(intent).toMatchObject({ status: 'succeeded', capture_method: 'automatic', amount_received: 36000 })
  })

  it('reads a manual-capture session paid once its PaymentIntent is captured, as Stripe does', async () => {
    const { id, payment_intent: intent } = await paidSession('manual')
    expect((await post(`/v1/payment_intents/${intent}/capture`)).status).toBe(200)
    const session = await (await get(`/v1/checkout/sessions/${id}`)).json()
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', payment_intent: intent })
  })

  it('refunds a captured PaymentIntent, and refuses to refund a hold never captured', async () => {
    const { payment_intent: captured } = await paidSession('manual')
    await post(`/v1/payment_intents/${captured}/capture`)
    const refund = await post('/v1/refunds', `payment_intent=${captured}&amount=10000`)
    expect(refund.status).toBe(200)
    expect(await refund.json()).toMatchObject({ object: 'refund', amount: 10000, payment_intent: captured })
    const { payment_intent: held } = await paidSession('manual')
    const refused = await post('/v1/refunds', `payment_intent=${held}`)
    expect(refused.status).toBe(400)
  })

  it('captures an authorised PaymentIntent once, and refuses a second capture with Stripe’s 400', async () => {
    const { payment_intent: id } = await paidSession('manual')
    const captured = await post(`/v1/payment_intents/${id}/capture`)
    expect(captured.status).toBe(200)
    expect(await captured.json()).toMatchObject({ status: 'succeeded', amount_received: 36000, amount_capturable: 0 })
    const again = await post(`/v1/payment_intents/${id}/capture`)
    expect(again.status).toBe(400)
    const { error } = await again.json()
    expect(error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message:
        'This PaymentIntent could not be captured because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
      payment_intent: { id, status: 'succeeded' },
    })
  })

  it('captures part of the hold when asked, and no more than it holds', async () => {
    const { payment_intent: id } = await paidSession('manual')
    expect((await post(`/v1/payment_intents/${id}/capture`, 'amount_to_capture=36001')).status).toBe(400)
    const captured = await (await post(`/v1/payment_intents/${id}/capture`, 'amount_to_capture=20000')).json()
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 20000 })
  })

  it('cancels an authorised PaymentIntent with its reason, then refuses to capture or cancel it', async () => {
    const { payment_intent: id } = await paidSession('manual')
    const canceled = await post(`/v1/payment_intents/${id}/cancel`, 'cancellation_reason=requested_by_customer')
    expect(canceled.status).toBe(200)
    const body = await canceled.json()
    expect(body).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      amount_capturable: 0,
      amount_received: 0,
    })
    expect(typeof body.canceled_at).toBe('number')
    const capture = await post(`/v1/payment_intents/${id}/capture`)
    expect(capture.status).toBe(400)
    expect((await capture.json()).error.code).toBe('payment_intent_unexpected_state')
    const cancel = await post(`/v1/payment_intents/${id}/cancel`)
    expect(cancel.status).toBe(400)
    expect((await cancel.json()).error.message).toMatch(
      /^You cannot cancel this PaymentIntent because it has a status of canceled\. Only a PaymentIntent with one of the following statuses may be canceled: .*requires_capture/,
    )
  })

  it('refuses to cancel a payment that has succeeded', async () => {
    const { payment_intent: id } = await paidSession()
    const cancel = await post(`/v1/payment_intents/${id}/cancel`)
    expect(cancel.status).toBe(400)
    expect((await cancel.json()).error.code).toBe('payment_intent_unexpected_state')
  })

  it('answers an unknown PaymentIntent with 404 resource_missing and an unknown capture method with 400', async () => {
    const missing = await post('/v1/payment_intents/pi_test_nope/capture')
    expect(missing.status).toBe(404)
    expect((await missing.json()).error).toMatchObject({ code: 'resource_missing', param: 'intent' })
    const wrong = await post('/v1/checkout/sessions', sessionBody('later'))
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error.param).toBe('payment_intent_data[capture_method]')
  })

  it('lets an uncaptured hold lapse 7 days after it was made, cancelled as automatic', async () => {
    const { payment_intent: id } = await paidSession('manual')
    await post('/__clock/advance?seconds=' + (7 * 24 * 3600 - 60))
    expect((await (await get(`/v1/payment_intents/${id}`)).json()).status).toBe('requires_capture')
    await post('/__clock/advance?seconds=60')
    const lapsed = await (await get(`/v1/payment_intents/${id}`)).json()
    expect(lapsed).toMatchObject({ status: 'canceled', cancellation_reason: 'automatic', amount_capturable: 0 })
    expect(lapsed.canceled_at).toBe(lapsed.created + 7 * 24 * 3600)
    expect((await post(`/v1/payment_intents/${id}/capture`)).status).toBe(400)
  })
})
