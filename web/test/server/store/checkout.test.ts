import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { createStoreFromEnv } from '../../../src/server/store/storeFromEnv.ts'
import { postJson, startStore, type Store } from './storeApp.ts'

let store: Store
beforeAll(async () => {
  store = await startStore()
})
afterAll(() => store.close())

describe('POST /api/store/checkout', () => {
  it('creates a Checkout Session in AUD at the CMS price, with the product id in its metadata', async () => {
    const answer = await postJson(store, '/api/store/checkout', {
      storeProduct: 'storeProduct.grow-an-event-business',
      price: 1,
    })
    expect(answer.status).toBe(200)
    const { url } = (await answer.json()) as { url: string }
    const session = store.fake.sessions.get(url.split('/').at(-1)!)!
    expect(session).toMatchObject({
      currency: 'aud',
      amount_total: 9900,
      mode: 'payment',
      metadata: { storeProduct: 'storeProduct.grow-an-event-business', site: 'https://shop.test' },
      cancel_url: 'https://shop.test/store?checkout=cancelled',
    })
    expect(session.success_url).toBe(`https://shop.test/api/store/complete?session_id=${session.id}`)
  })

  it('answers the store form with a redirect to the checkout page', async () => {
    const answer = await store.app.request('/api/store/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'storeProduct=storeProduct.wedding-guide',
    })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toMatch(new RegExp(`^${store.fake.url}/c/pay/cs_test_`))
  })

  it('refuses a bad id with field errors, an unknown product with 404, a big body with 413', async () => {
    const bad = await postJson(store, '/api/store/checkout', { storeProduct: '*[_type=="x"]' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { storeProduct: expect.any(String) } })
    expect((await postJson(store, '/api/store/checkout', {})).status).toBe(400)
    expect((await postJson(store, '/api/store/checkout', { storeProduct: 'storeProduct.gone' })).status).toBe(404)
    expect((await postJson(store, '/api/store/checkout', { storeProduct: 'x'.repeat(5000) })).status).toBe(413)
    const text = await store.app.request('/api/store/checkout', { method: 'POST', body: 'storeProduct=x' })
    expect(text.status).toBe(415)
  })

  it('answers 503, not 500, when Stripe cannot be reached', async () => {
    const down = await startStore({ STRIPE_API_URL: 'http://127.0.0.1:9' })
    try {
      const answer = await postJson(down, '/api/store/checkout', { storeProduct: 'storeProduct.wedding-guide' })
      expect(answer.status).toBe(503)
    } finally {
      await down.close()
    }
  }, 30_000)

  it('without Stripe keys sends buyers to the CMS purchase link and mounts nothing that hands out a guide', async () => {
    const env = readServerEnv({})
    const { app, outbox } = createStoreFromEnv(createContentSource(env, 'http://localhost:1'), env)
    expect(outbox).toBeUndefined()
    const answer = await app.request('/api/store/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'storeProduct=storeProduct.wedding-guide',
    })
    expect(answer.headers.get('location')).toBe('https://shop.amaranthevents.example/products/wedding-guide')
    expect((await app.request('/api/stripe/webhook', { method: 'POST', body: '{}' })).status).toBe(404)
    expect((await app.request('/api/downloads/anything')).status).toBe(404)
  })
})
