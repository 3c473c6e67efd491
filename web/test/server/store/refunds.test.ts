import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_TABLES } from '../../../src/server/store/storeTables.ts'
import { complete, mailTo, paidSession, postJson, sendWebhook, startStore, type Store } from './storeApp.ts'

let store: Store
beforeAll(async () => {
  store = await startStore()
})
afterAll(() => store.close())

let unique = 0
const buyer = () => `refund.${Date.now()}.${++unique}@example.com`
const download = (token: string) => store.app.request(`/api/downloads/${token}`)

/** A paid order, fulfilled by the webhook, with the link its success URL gives. */
async function order(email: string) {
  const { sessionId, body } = await paidSession(store, 'storeProduct.wedding-guide', email)
  await sendWebhook(store, body)
  return { sessionId, link: (await complete(store, sessionId)).link! }
}

/** Refunds on the fake Stripe and posts its signed `charge.refunded` to our webhook. */
async function refund(sessionId: string, amount?: number) {
  const event = await store.fake.refund(sessionId, amount)
  return sendWebhook(store, event.body)
}

const refundEmails = async () =>
  (await store.outbox!.store.list(1000)).filter((row) => row.table === STORE_TABLES.refundEmails).length

describe('charge.refunded', () => {
  it('a full refund ends every link of the order, and the success URL gives no file', async () => {
    const email = buyer()
    const { sessionId, link } = await order(email)
    expect((await download(link)).status).toBe(200)
    const answer = await refund(sessionId)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ received: true, refunded: 'full' })
    const ended = await download(link)
    expect(ended.status).toBe(303)
    expect(ended.headers.get('location')).toBe('/store/link-expired?reason=refunded')
    const success = await complete(store, sessionId)
    expect(success.location.pathname).toBe('/store/purchased')
    expect(success.location.searchParams.get('status')).toBe('refunded')
    expect(success.link).toBeUndefined()
    // The buyer is told, with the order and the amount back.
    const mails = await mailTo(store.smtp, email, 2)
    const notice = mails.find((mail) => mail.subject?.startsWith('Refund'))!
    expect(notice.text).toContain('$49.00')
    expect(notice.text).toMatch(/AE-\d{6}/)
    expect(notice.text).not.toMatch(/\/api\/downloads\//)
  })

  it('a partial refund is recorded and keeps access; replays of either change nothing more', async () => {
    const email = buyer()
    const { sessionId, link } = await order(email)
    const before = await refundEmails()
    const partial = await refund(sessionId, 1000)
    expect(await partial.json()).toMatchObject({ received: true, refunded: 'partial' })
    expect((await sendWebhook(store, store.fake.events.at(-1)!.body)).status).toBe(200)
    expect(await refundEmails()).toBe(before + 1)
    expect((await download(link)).status).toBe(200)

    const partialEvent = store.fake.events.at(-1)!.body
    await refund(sessionId)
    const fullEvent = store.fake.events.at(-1)!.body
    // Replays of the full refund, and the partial one arriving late: nothing more is sent or changed.
    for (const body of [fullEvent, fullEvent, partialEvent]) expect((await sendWebhook(store, body)).status).toBe(200)
    expect(await refundEmails()).toBe(before + 2)
    expect((await download(link)).status).toBe(303)
    const mails = await mailTo(store.smtp, email, 3)
    expect(mails.filter((mail) => mail.subject?.startsWith('Refund'))).toHaveLength(2)
  })

  it('finds an order stored before payment intents were kept by asking Stripe for its session', async () => {
    const email = buyer()
    const { sessionId, body } = await paidSession(store, 'storeProduct.wedding-guide', email)
    const event = JSON.parse(body)
    delete event.data.object.payment_intent
    await sendWebhook(store, JSON.stringify(event))
    const { link } = await complete(store, sessionId)
    expect(await (await refund(sessionId)).json()).toMatchObject({ refunded: 'full' })
    expect((await download(link!)).status).toBe(303)
    // Nor does "Lost your link?" send anything for it.
    await mailTo(store.smtp, email, 2)
    await postJson(store, '/api/store/links', { email }, { 'X-Forwarded-For': '10.0.2.1' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(store.smtp.to(email)).toHaveLength(2)
  })

  it('has Stripe retry a refund that comes before its order, and acknowledges one of another payment', async () => {
    const { sessionId, body } = await paidSession(store, 'storeProduct.wedding-guide', buyer())
    const early = await refund(sessionId)
    expect(early.status).toBe(503)
    await sendWebhook(store, body)
    const retried = await sendWebhook(store, store.fake.events.at(-1)!.body)
    expect(await retried.json()).toMatchObject({ refunded: 'full' })

    const charge = JSON.parse(store.fake.events.at(-1)!.body)
    charge.data.object.payment_intent = 'pi_test_not_a_store_payment'
    const other = await sendWebhook(store, JSON.stringify(charge))
    expect(other.status).toBe(200)
    expect(await other.json()).toMatchObject({ received: true, matched: false })
  })
})
