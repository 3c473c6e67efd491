import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_LIMITS } from '../../../src/server/store/storeFromEnv.ts'
import { postJson, startStore, type Store } from './storeApp.ts'

let store: Store
beforeAll(async () => {
  store = await startStore({ TRUST_PROXY: 'true' })
})
afterAll(() => store.close())

describe('the store rate-limits each address', () => {
  it('"Lost your link?": 5 requests per 15 minutes, then 429 with Retry-After', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.7' }
    for (let i = 0; i < STORE_LIMITS.linkRequestsPer15Minutes; i++) {
      expect((await postJson(store, '/api/store/links', { email: `a${i}@example.com` }, from)).status).toBe(202)
    }
    const refused = await postJson(store, '/api/store/links', { email: 'a@example.com' }, from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
    // Another address is not affected.
    expect(
      (await postJson(store, '/api/store/links', { email: 'b@example.com' }, { 'X-Forwarded-For': '203.0.113.8' }))
        .status,
    ).toBe(202)
  })

  it('the success URL: 20 visits a minute, like checkout, then 429 before any Stripe call', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.10' }
    const visit = (n: number) =>
      store.app.request(`/api/store/complete?session_id=cs_test_guess${n}aaaa`, { headers: from })
    for (let i = 0; i < STORE_LIMITS.completesPerMinute; i++) expect((await visit(i)).status).toBe(303)
    const calls = store.fake.calls.length
    const refused = await visit(999)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(store.fake.calls.length).toBe(calls)
  })

  it('token guessing: 30 download requests a minute, then 429', async () => {
    const from = { 'X-Forwarded-For': '203.0.113.9' }
    const statuses = []
    for (let i = 0; i < STORE_LIMITS.downloadsPerMinute + 3; i++) {
      statuses.push((await store.app.request(`/api/downloads/guess${i}.abc`, { headers: from })).status)
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(STORE_LIMITS.downloadsPerMinute)
    expect(statuses.slice(-3)).toEqual([429, 429, 429])
  })
})
