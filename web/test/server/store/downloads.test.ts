import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { downloadTokens } from '../../../src/server/store/downloadToken.ts'
import { ALLOWANCE_MS } from '../../../src/server/store/orderState.ts'
import { SECRET_KEY, mailTo, paidSession, postJson, sendWebhook, startStore, type Store } from './storeApp.ts'

let store: Store
beforeAll(async () => {
  store = await startStore()
})
afterAll(() => store.close())
afterEach(() => vi.useRealTimers())

const tokens = downloadTokens(SECRET_KEY)
const inAWeek = () => Date.now() + ALLOWANCE_MS
let unique = 0
const buyer = () => `dl.${Date.now()}.${++unique}@example.com`

/** A paid order, fulfilled by the webhook; resolves with its id. */
async function order(email = buyer()) {
  const { body } = await paidSession(store, 'storeProduct.wedding-guide', email)
  return ((await (await sendWebhook(store, body)).json()) as { order: number }).order
}

const download = (token: string) => store.app.request(`/api/downloads/${token}`)

describe('GET /api/downloads/{token}', () => {
  it('serves the PDF five times per order, then sends the sixth to the page that offers the link again', async () => {
    const token = tokens.issue(await order(), 'wedding-guide.pdf', inAWeek())
    for (let i = 0; i < 5; i++) {
      const answer = await download(token)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/pdf')
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-')
    }
    const sixth = await download(token)
    expect(sixth.status).toBe(303)
    expect(sixth.headers.get('location')).toBe(`/store/link-expired?reason=used&link=${token}`)
  })

  it('sends a link of an order past its 7 days to the fresh-link page, whatever the link says', async () => {
    const token = tokens.issue(await order(), 'wedding-guide.pdf', inAWeek() + ALLOWANCE_MS)
    vi.useFakeTimers({ toFake: ['Date'], now: inAWeek() + 60_000 })
    const answer = await download(token)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toContain('reason=expired')
  })

  it('answers 404 to a tampered, forged, unknown or oversized token', async () => {
    const id = await order()
    const token = tokens.issue(id, 'wedding-guide.pdf', inAWeek())
    const [payload, signature] = token.split('.') as [string, string]
    const otherFile = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('wedding-guide', 'grow-an-event-business'),
    ).toString('base64url')
    const cases = [
      `${otherFile}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      downloadTokens('sk_test_someone_else').issue(id, 'wedding-guide.pdf', inAWeek()),
      tokens.issue(999_999, 'wedding-guide.pdf', inAWeek()),
      tokens.issue(id, 'event-planning-pdf.pdf', inAWeek()),
      'x'.repeat(500),
      'not-a-token',
    ]
    for (const bad of cases) expect((await download(bad)).status, bad).toBe(404)
  })
})

describe('GET /api/store/complete (the success URL)', () => {
  it('retrieves the session itself, so a buyer ahead of the webhook gets a download link at once', async () => {
    const answer = await postJson(store, '/api/store/checkout', { storeProduct: 'storeProduct.event-planning-pdf' })
    const sessionId = ((await answer.json()) as { url: string }).url.split('/').at(-1)!
    await store.fake.pay(sessionId, buyer())
    const complete = await store.app.request(`/api/store/complete?session_id=${sessionId}`)
    expect(complete.status).toBe(303)
    const location = new URL(complete.headers.get('location')!, 'https://shop.test')
    expect(location.pathname).toBe('/store/purchased')
    expect(location.searchParams.get('guide')).toBe('storeProduct.event-planning-pdf')
    expect((await download(location.searchParams.get('link')!)).status).toBe(200)
    // The webhook arriving afterwards finds the order there.
    const event = store.fake.events.findLast((sent) => sent.sessionId === sessionId)!
    expect(await (await sendWebhook(store, event.body)).json()).toMatchObject({ created: false })
  })

  it('sends an unpaid session to "being confirmed" and refuses a malformed id with 400', async () => {
    const answer = await postJson(store, '/api/store/checkout', { storeProduct: 'storeProduct.event-planning-pdf' })
    const sessionId = ((await answer.json()) as { url: string }).url.split('/').at(-1)!
    const complete = await store.app.request(`/api/store/complete?session_id=${sessionId}`)
    expect(complete.headers.get('location')).toBe('/store/purchased?status=processing')
    expect((await store.app.request('/api/store/complete?session_id=../../v1')).status).toBe(400)
  })
})

describe('POST /api/store/links ("Lost your link?")', () => {
  it('emails a fresh link to a buyer, and answers an unknown address the same way', async () => {
    const email = buyer()
    await order(email)
    await mailTo(store.smtp, email)
    const known = await postJson(
      store,
      '/api/store/links',
      { email: email.toUpperCase() },
      { 'X-Forwarded-For': '10.0.0.1' },
    )
    const unknown = await postJson(
      store,
      '/api/store/links',
      { email: 'nobody@example.com' },
      { 'X-Forwarded-For': '10.0.0.1' },
    )
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual(await unknown.json())
    const [, fresh] = await mailTo(store.smtp, email, 2)
    expect(fresh!.subject).toBe('Your download link for Wedding Guide')
    const token = /\/api\/downloads\/([\w-]+\.[\w-]+)/.exec(fresh!.text ?? '')![1]!
    expect((await download(token)).status).toBe(200)
  })

  it('renews an ended link for the address that bought, and checks the email field', async () => {
    const email = buyer()
    const token = tokens.issue(await order(email), 'wedding-guide.pdf', Date.now() - 1)
    expect((await postJson(store, '/api/store/links', { link: token })).status).toBe(202)
    await mailTo(store.smtp, email, 2)
    const bad = await postJson(store, '/api/store/links', { email: 'not an email' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { email: expect.any(String) } })
  })
})
