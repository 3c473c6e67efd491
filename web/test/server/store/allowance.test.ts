import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ALLOWANCE_MS } from '../../../src/server/store/orderState.ts'
import { complete, mailTo, paidSession, postJson, retrievals, sendWebhook, startStore, type Store } from './storeApp.ts'

let store: Store
beforeAll(async () => {
  store = await startStore()
})
afterAll(() => store.close())
afterEach(() => vi.useRealTimers())

let unique = 0
const buyer = () => `allowance.${Date.now()}.${++unique}@example.com`
const download = (token: string) => store.app.request(`/api/downloads/${token}`)
const linkIn = (text = '') => /\/api\/downloads\/([\w-]+\.[\w-]+)/.exec(text)![1]!

describe('five downloads and seven days per order, whichever of its links is used', () => {
  it('a revisited success URL gives a link to the same allowance, not five fresh downloads', async () => {
    const { sessionId } = await paidSession(store, 'storeProduct.wedding-guide', buyer())
    const first = (await complete(store, sessionId)).link!
    for (let i = 0; i < 3; i++) expect((await download(first)).status).toBe(200)
    const again = (await complete(store, sessionId)).link!
    expect((await download(again)).status).toBe(200)
    expect((await download(again)).status).toBe(200)
    const sixth = await download(again)
    expect(sixth.status).toBe(303)
    expect(sixth.headers.get('location')).toContain('reason=used')
    expect((await download(first)).headers.get('location')).toContain('reason=used')
  })

  it('"Lost your link?" sends a link to the same allowance, and a fresh link does not restart its 7 days', async () => {
    const email = buyer()
    const { sessionId, body } = await paidSession(store, 'storeProduct.event-planning-pdf', email)
    await sendWebhook(store, body)
    const [receipt] = await mailTo(store.smtp, email)
    const fromReceipt = linkIn(receipt!.text)
    for (let i = 0; i < 5; i++) expect((await download(fromReceipt)).status).toBe(200)
    await postJson(store, '/api/store/links', { email }, { 'X-Forwarded-For': '10.0.1.1' })
    const [, fresh] = await mailTo(store.smtp, email, 2)
    expect((await download(linkIn(fresh!.text))).headers.get('location')).toContain('reason=used')
    expect((await complete(store, sessionId)).link).toBeDefined()
    expect((await download((await complete(store, sessionId)).link!)).status).toBe(303)

    const later = buyer()
    await sendWebhook(store, (await paidSession(store, 'storeProduct.wedding-guide', later)).body)
    await mailTo(store.smtp, later)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ALLOWANCE_MS - 60_000 })
    await postJson(store, '/api/store/links', { email: later }, { 'X-Forwarded-For': '10.0.1.2' })
    const [, renewed] = await mailTo(store.smtp, later, 2)
    const token = linkIn(renewed!.text)
    expect((await download(token)).status).toBe(200)
    vi.setSystemTime(Date.now() + 2 * 60_000)
    const ended = await download(token)
    expect(ended.status).toBe(303)
    expect(ended.headers.get('location')).toContain('reason=expired')
  })
})

describe('the success URL asks Stripe once per session', () => {
  it('answers a session it has fulfilled from the database, with no Stripe call', async () => {
    const { sessionId, body } = await paidSession(store, 'storeProduct.wedding-guide', buyer())
    await sendWebhook(store, body)
    for (let i = 0; i < 3; i++) expect((await complete(store, sessionId)).link).toBeDefined()
    expect(retrievals(store, sessionId)).toBe(0)

    // Ahead of the webhook, concurrent visits and later ones: one call, which stores the order.
    const { sessionId: early } = await paidSession(store, 'storeProduct.wedding-guide', buyer())
    const visits = await Promise.all(Array.from({ length: 3 }, () => complete(store, early)))
    visits.push(await complete(store, early))
    for (const visit of visits) expect(visit.link).toBeDefined()
    expect(retrievals(store, early)).toBe(1)
  })

  it('asks Stripe about a made-up id once, however often and however concurrently it comes', async () => {
    const madeUp = `cs_test_${'f'.repeat(24)}${unique++}`
    const answers = await Promise.all(Array.from({ length: 4 }, () => complete(store, madeUp)))
    answers.push(await complete(store, madeUp))
    for (const answer of answers) expect(answer.location.search).toBe('?checkout=unavailable')
    expect(retrievals(store, madeUp)).toBe(1)
  })
})
