import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORE_TABLES } from '../../../src/server/store/storeTables.ts'
import {
  mailTo,
  paidSession,
  sendWebhook,
  startStore,
  stripeSignature,
  WEBHOOK_SECRET,
  type Store,
} from './storeApp.ts'

let store: Store
beforeAll(async () => {
  store = await startStore()
})
afterAll(() => store.close())

const orderCount = async () =>
  (await store.outbox!.store.list(1000)).filter((row) => row.table === STORE_TABLES.orders).length

let unique = 0
const buyer = () => `buyer.${Date.now()}.${++unique}@example.com`

describe('POST /api/stripe/webhook', () => {
  it('fulfils a paid checkout.session.completed: one order, one receipt email with the download link', async () => {
    const email = buyer()
    const { body, sessionId } = await paidSession(store, 'storeProduct.wedding-guide', email)
    const before = await orderCount()
    const answer = await sendWebhook(store, body)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ received: true, created: true })
    expect(await orderCount()).toBe(before + 1)
    const [receipt] = await mailTo(store.smtp, email)
    expect(receipt!.subject).toContain('Wedding Guide')
    expect(receipt!.text).toContain('Tax invoice')
    expect(receipt!.text).toContain('ABN 53 824 610 028')
    expect(receipt!.text).toContain('GST included')
    expect(receipt!.text).toContain('$4.45') // 49.00 / 11
    expect(receipt!.text).toMatch(/https:\/\/shop\.test\/api\/downloads\/[\w-]+\.[\w-]+/)
    expect((await store.outbox!.store.list(1000)).find((row) => row.submissionId === sessionId)).toBeDefined()
  })

  it('is idempotent: the same event twice, concurrently, and a replay later make one order and one email', async () => {
    const email = buyer()
    const { body } = await paidSession(store, 'storeProduct.event-planning-pdf', email)
    const before = await orderCount()
    const answers = await Promise.all([sendWebhook(store, body), sendWebhook(store, body), sendWebhook(store, body)])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    const created = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { created: boolean }).created),
    )
    expect(created.filter(Boolean)).toHaveLength(1)
    expect((await sendWebhook(store, body)).status).toBe(200)
    expect(await orderCount()).toBe(before + 1)
    await mailTo(store.smtp, email)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(store.smtp.to(email)).toHaveLength(1)
  })

  it('fulfils checkout.session.async_payment_succeeded, and not a completed session still unpaid', async () => {
    const email = buyer()
    const { body } = await paidSession(store, 'storeProduct.wedding-guide', email)
    const event = JSON.parse(body)
    const unpaid = JSON.stringify({ ...event, data: { object: { ...event.data.object, payment_status: 'unpaid' } } })
    const before = await orderCount()
    expect(await (await sendWebhook(store, unpaid)).json()).toMatchObject({ fulfilled: false, reason: 'unpaid' })
    expect(await orderCount()).toBe(before)
    const succeeded = JSON.stringify({ ...event, type: 'checkout.session.async_payment_succeeded' })
    expect(await (await sendWebhook(store, succeeded)).json()).toMatchObject({ created: true })
    expect(await orderCount()).toBe(before + 1)
  })

  it('refuses a bad signature, a missing one and a replayed old event with 400, storing nothing', async () => {
    const { body } = await paidSession(store, 'storeProduct.wedding-guide', buyer())
    const before = await orderCount()
    expect((await sendWebhook(store, body, stripeSignature(body, 'whsec_wrong'))).status).toBe(400)
    expect((await sendWebhook(store, body, '')).status).toBe(400)
    expect((await sendWebhook(store, `${body} `, stripeSignature(body, WEBHOOK_SECRET))).status).toBe(400)
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360
    expect((await sendWebhook(store, body, stripeSignature(body, WEBHOOK_SECRET, sixMinutesAgo))).status).toBe(400)
    expect(await orderCount()).toBe(before)
  })

  it('answers 422 for a session whose store product was removed, and 413 for a body over 64 KiB', async () => {
    const { body } = await paidSession(store, 'storeProduct.wedding-guide', buyer())
    const event = JSON.parse(body)
    event.data.object.metadata.storeProduct = 'storeProduct.removed-guide'
    const removed = JSON.stringify(event)
    const before = await orderCount()
    const answer = await sendWebhook(store, removed)
    expect(answer.status).toBe(422)
    expect(await answer.json()).toMatchObject({ error: 'unknown_product' })
    const huge = JSON.stringify({ ...event, padding: 'x'.repeat(70 * 1024) })
    expect((await sendWebhook(store, huge)).status).toBe(413)
    expect(await orderCount()).toBe(before)
  })

  it('acknowledges events it does not act on', async () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'customer.created', data: { object: {} } })
    const answer = await sendWebhook(store, body)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ ignored: 'customer.created' })
  })
})
