import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripe, type FakeStripe } from '../src/server.ts'

let fake: FakeStripe
beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: 'whsec_test' })
})
afterAll(() => fake.close())

const create = (cents: number, currency = 'aud') =>
  fetch(`${fake.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_x', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': currency,
      'line_items[0][price_data][unit_amount]': String(cents),
      'line_items[0][price_data][product_data][name]': 'Equipment hire',
      success_url: 'http://book.test/quote/t?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://book.test/quote/t',
    }).toString(),
  })

describe("the fake Stripe's minimum charge", () => {
  it('refuses a session under A$0.50 with 400 amount_too_small, as Stripe does, and makes no session', async () => {
    for (const cents of [0, 1, 49]) {
      const answer = await create(cents)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({
        error: { type: 'invalid_request_error', code: 'amount_too_small', message: expect.stringContaining('0.50') },
      })
    }
    expect(fake.sessions.size).toBe(0)
  })

  it('makes a session of exactly A$0.50', async () => {
    const answer = await create(50)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ amount_total: 50, currency: 'aud' })
  })
})
