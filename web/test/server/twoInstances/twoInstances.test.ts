import type { FakeAirtable } from '@amaranth/fake-airtable'
import { stripeSignature, type FakeStripe } from '@amaranth/fake-stripe'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { downloadTokens } from '../../../src/server/store/downloadToken.ts'
import { ALLOWANCE_MS, DOWNLOADS_PER_ORDER } from '../../../src/server/store/orderState.ts'
import type { TestDatabase } from '../data/backends.ts'
import { contactMessage } from '../support/outboxApp.ts'
import { postgres, startTwoInstances, type Instance, type TwoInstances } from './instances.ts'

/**
 * Issue #32's "several instances, one truth", with real processes: two servers on ONE PostgreSQL database
 * (TEST_DATABASE_URL, which .ci/run sets), one fake Airtable and one fake Stripe between them.
 */
const WEBHOOK_SECRET = 'two-instances-webhook'
const STRIPE_SECRET = 'sk_test_two_instances'
const STRIPE_WEBHOOK_SECRET = 'whsec_two_instances'

describe.runIf(postgres)('two server processes on one PostgreSQL database', () => {
  let db: TestDatabase
  let airtable: FakeAirtable
  let stripe: FakeStripe
  let a: Instance
  let b: Instance

  let two: TwoInstances
  beforeAll(async () => {
    two = await startTwoInstances({
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      env: (folder) => {
        mkdirSync(join(folder, 'guides'))
        writeFileSync(join(folder, 'guides/wedding-guide.pdf'), '%PDF-1.4\n% test stand-in\n%%EOF\n')
        return {
          SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_SECRET_KEY: STRIPE_SECRET,
          STORE_FILES_DIR: join(folder, 'guides'),
          PUBLIC_SITE_URL: 'https://shop.test',
        }
      },
    })
    ;({ db, airtable, stripe, a, b } = two)
  }, 60_000)

  afterAll(() => two?.close())

  const page = async (at: Instance, path: string) => (await fetch(`${at.origin}${path}`)).text()
  const publish = async (at: Instance, document: object) => {
    const body = JSON.stringify(document)
    const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET)
    const answer = await fetch(`${at.origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      body,
    })
    return answer.status
  }

  it('a publish webhook to one drops the page the other has cached, within 2 s', async () => {
    // The other starts listening just after it answers; until then a drop could not reach it.
    await vi.waitFor(
      async () => {
        const before = await page(b, '/services')
        expect(await publish(a, { _id: 'servicesPage', _type: 'servicesPage' })).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(await page(b, '/services')).not.toBe(before)
      },
      { timeout: 15_000, interval: 100 },
    )
    const cached = await page(b, '/about')
    expect(await page(b, '/about')).toBe(cached)
    expect(await publish(a, { _id: 'aboutPage', _type: 'aboutPage' })).toBe(200)
    // From a's answer, once it has dropped the page (reading the document's referrers first is a's own time).
    const droppedOnA = performance.now()
    await vi.waitFor(async () => expect(await page(b, '/about')).not.toBe(cached), { timeout: 2000, interval: 20 })
    expect(performance.now() - droppedOnA).toBeLessThan(2000)
  })

  it('a download allowance is one across both: five downloads in all, the sixth refused on either', async () => {
    const checkout = await fetch(`${a.origin}/api/store/checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ storeProduct: 'storeProduct.wedding-guide' }),
    })
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').at(-1)!
    await stripe.pay(sessionId, 'two.instances@example.com')
    const event = stripe.events.findLast((sent) => sent.sessionId === sessionId)!
    const fulfilled = await fetch(`${a.origin}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': stripeSignature(event.body, STRIPE_WEBHOOK_SECRET),
      },
      body: event.body,
    })
    const { order } = (await fulfilled.json()) as { order: number }
    const token = downloadTokens(STRIPE_SECRET).issue(order, 'wedding-guide.pdf', Date.now() + ALLOWANCE_MS)
    const download = (at: Instance) => fetch(`${at.origin}/api/downloads/${token}`, { redirect: 'manual' })

    const statuses = []
    for (let i = 0; i < DOWNLOADS_PER_ORDER; i++) statuses.push((await download(i % 2 ? a : b)).status)
    expect(statuses).toEqual(Array(DOWNLOADS_PER_ORDER).fill(200))
    for (const at of [a, b]) {
      const refused = await download(at)
      expect(refused.status).toBe(303)
      expect(refused.headers.get('location')).toContain('reason=used')
    }
  })

  it('an inquiry to each, one killed (SIGKILL) mid-delivery: the survivor delivers both, one record each', async () => {
    const onA = contactMessage('fault-slow60000')
    const onB = contactMessage('fault-slow1500')
    const send = (at: Instance, message: object) =>
      fetch(`${at.origin}/api/contact-messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(message),
      })
    expect((await send(a, onA)).status).toBe(201)
    // Airtable stored a's record and holds its answer: a is mid-delivery.
    await vi.waitFor(() => expect(airtable.attempts(onA.email)).toBe(1), { timeout: 10_000 })
    a.child.kill('SIGKILL')
    await once(a.child, 'exit')
    airtable.recover(onA.email)
    expect((await send(b, onB)).status).toBe(201)

    const records = (email: string) => airtable.received.filter((entry) => entry.body.fields.Email === email)
    const states = async () =>
      (
        await db.sql.query<{ email: string; state: string }>(
          `SELECT (s.fields::jsonb)->>'Email' AS email, d.state FROM deliveries d JOIN submissions s ON s.id = d.submission
           WHERE d.target = 'airtable'`,
        )
      ).rows
    await vi.waitFor(
      async () =>
        expect(await states()).toEqual(
          expect.arrayContaining([
            { email: onA.email, state: 'delivered' },
            { email: onB.email, state: 'delivered' },
          ]),
        ),
      { timeout: 20_000, interval: 100 },
    )
    expect(records(onA.email)).toHaveLength(1)
    expect(records(onB.email)).toHaveLength(1)
    // a's attempt, cut off by the kill, and the survivor's: the second updated the record the first created.
    expect(airtable.attempts(onA.email)).toBe(2)
  })
})
