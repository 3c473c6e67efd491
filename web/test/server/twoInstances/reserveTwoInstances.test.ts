import { stripeSignature } from '@amaranth/fake-stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { airtableIdOf } from '../../../src/server/booking/reservedRecordIds.ts'
import { paymentBySession } from '../../../src/server/data/bookingPayments.ts'
import { RESERVE_TABLES } from '../../../src/server/reserve/reserveTables.ts'
import { daysAhead } from '../booking/bookingApp.ts'
import { reserveForm } from '../reserve/reserveSupport.ts'
import { postgres, startTwoInstances, type Instance, type TwoInstances } from './instances.ts'

/**
 * Reserve now on two server processes over ONE PostgreSQL database (decision 0032), one fake Airtable
 * and one fake Stripe between them: a hold placed through one is counted by the other's availability at
 * once; staff's Confirmed or Declined, seen by both instances' reservation rounds at the same moment (as
 * when the watcher's lease runs out mid-round), captures or cancels exactly once; an accept on one and
 * a decline on the other at once (as `pnpm inquiries accept|decline` make them): only one reaches Stripe.
 * Each instance also runs a booking outbox of its own beside the app's (reserveControls.ts), so four
 * dispatchers compete for every row.
 */
const STRIPE_WEBHOOK_SECRET = 'whsec_reserve_two_instances'
const STAND = 'catering-tableware-17'

describe.runIf(postgres)('Reserve now on two server processes on one PostgreSQL database', () => {
  let w: TwoInstances
  beforeAll(async () => {
    w = await startTwoInstances({
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      env: () => ({
        STRIPE_SECRET_KEY: 'sk_test_reserve_two',
        PUBLIC_SITE_URL: 'https://book.test',
        AVAILABILITY_MAX_AGE_MS: '100',
        RESERVE_CONTROLS: '1',
      }),
    })
  }, 60_000)
  afterAll(() => w?.close())

  const post = (at: Instance, path: string, body?: unknown) =>
    fetch(`${at.origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  const freeOn = async (at: Instance, date: string) => {
    const answer = await fetch(`${at.origin}/api/availability?date=${date}`)
    return ((await answer.json()) as { counts: Record<string, { free: number }> }).counts[STAND]!.free
  }
  /** Both instances' free count of the stands on `date`, once both say it (their snapshots live 100 ms). */
  const bothSay = (date: string, free: number) =>
    vi.waitFor(async () => expect([await freeOn(w.a, date), await freeOn(w.b, date)]).toEqual([free, free]), {
      timeout: 5_000,
      interval: 100,
    })
  const round = async (at: Instance) =>
    ((await (await post(at, '/__reserve/round')).json()) as Array<{ recordId: string; action: string }>).map(
      (decided) => `${decided.recordId} ${decided.action}`,
    )
  const decide = async (at: Instance, recordId: string, action: 'accept' | 'decline') =>
    ((await (await post(at, `/__reserve/decide?record=${recordId}&action=${action}`)).json()) as { moved: boolean })
      .moved
  const staffSet = async (airtableId: string, status: string) => {
    const answer = await fetch(
      `${w.airtable.url}/v0/appTWO/${encodeURIComponent('Equipment Hire Requests')}/${airtableId}`,
      {
        method: 'PATCH',
        headers: { Authorization: 'Bearer staff', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { Status: status } }),
      },
    )
    expect(answer.status).toBe(200)
  }
  /** The fake Stripe's capture or cancel requests for a PaymentIntent. */
  const stripeCalls = (intent: string, action: 'capture' | 'cancel') =>
    w.stripe.calls.filter((call) => call.method === 'POST' && call.path === `/v1/payment_intents/${intent}/${action}`)
      .length
  /** The reservation's decision rows in the outbox, with their Stripe delivery's state and attempts. */
  const decisionRows = async (recordId: string) =>
    (
      await w.db.sql.query<{ action: string; state: string; attempts: number }>(
        `SELECT (s.fields::jsonb)->>'Action' AS action, d.state, d.attempts FROM submissions s
         JOIN deliveries d ON d.submission = s.id
         WHERE s.table_name = $1 AND (s.fields::jsonb)->>'Record' = $2`,
        [RESERVE_TABLES.decisions, recordId],
      )
    ).rows

  let n = 0
  /** Reserved through `at`: POST /api/reserve, the card authorised on the fake Checkout, its webhook to `at`, the record in Airtable. */
  async function reserveOn(at: Instance, date: string) {
    const email = `two.reserve${++n}@example.com`
    const answer = await post(at, '/api/reserve', reserveForm(date, email))
    expect([answer.status, answer.status === 200 ? '' : await answer.text()]).toEqual([200, ''])
    const sessionId = ((await answer.json()) as { url: string }).url.split('/').at(-1)!
    await w.stripe.pay(sessionId, email)
    const event = w.stripe.events.findLast((sent) => sent.sessionId === sessionId)!
    const authorised = await fetch(`${at.origin}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': stripeSignature(event.body, STRIPE_WEBHOOK_SECRET),
      },
      body: event.body,
    })
    const { booking: recordId, reserved } = (await authorised.json()) as { booking: string; reserved: string }
    expect(reserved).toBe('reserved')
    const intent = String(w.stripe.sessions.get(sessionId)!.payment_intent)
    expect(w.stripe.paymentIntents.get(intent)?.status).toBe('requires_capture')
    // The hire request reaches Airtable by the inquiries' outbox, Status Reserved: staff can decide.
    let airtableId: string | undefined
    await vi.waitFor(async () => expect((airtableId = await airtableIdOf(w.db.sql, recordId))).toBeTruthy(), {
      timeout: 15_000,
      interval: 100,
    })
    expect(w.airtable.received.find((entry) => entry.record.id === airtableId)?.record.fields.Status).toBe('Reserved')
    return { recordId, airtableId: airtableId!, sessionId, intent }
  }
  /** Waits for the reservation's one decision to be carried out at Stripe, and answers its row. */
  async function carriedOut(recordId: string) {
    await vi.waitFor(
      async () => expect((await decisionRows(recordId)).map((row) => row.state)).toEqual(['delivered']),
      {
        timeout: 15_000,
        interval: 100,
      },
    )
    return (await decisionRows(recordId))[0]!
  }

  it('a hold placed through one is counted by the other at once; Declined seen by both cancels it once', async () => {
    const date = daysAhead(80)
    await bothSay(date, 6)
    const { recordId, airtableId, intent } = await reserveOn(w.a, date)
    await bothSay(date, 2)

    await staffSet(airtableId, 'Declined')
    const [onA, onB] = await Promise.all([round(w.a), round(w.b)])
    expect([...onA, ...onB]).toEqual([`${recordId} decline`])
    expect(await carriedOut(recordId)).toEqual({ action: 'cancel', state: 'delivered', attempts: 1 })
    expect(w.stripe.paymentIntents.get(intent)?.status).toBe('canceled')
    await bothSay(date, 6)
    expect(await Promise.all([round(w.a), round(w.b)])).toEqual([[], []])
    expect([stripeCalls(intent, 'cancel'), stripeCalls(intent, 'capture')]).toEqual([1, 0])
  }, 60_000)

  it("staff's Confirmed seen by both instances' rounds at once: the deposit captured once, settled once", async () => {
    const date = daysAhead(87)
    const { recordId, airtableId, sessionId, intent } = await reserveOn(w.b, date)
    await staffSet(airtableId, 'Confirmed')
    const [onA, onB] = await Promise.all([round(w.a), round(w.b)])
    expect([...onA, ...onB]).toEqual([`${recordId} accept`])
    expect(await carriedOut(recordId)).toEqual({ action: 'capture', state: 'delivered', attempts: 1 })
    expect(w.stripe.paymentIntents.get(intent)).toMatchObject({
      status: 'succeeded',
      amount_received: expect.any(Number),
    })
    await vi.waitFor(async () => expect((await paymentBySession(w.db.sql, sessionId))?.state).toBe('paid'), {
      timeout: 10_000,
    })
    expect(await Promise.all([round(w.a), round(w.b)])).toEqual([[], []])
    expect([stripeCalls(intent, 'capture'), stripeCalls(intent, 'cancel')]).toEqual([1, 0])
    // The pieces stay held: a captured reservation is a booking.
    await bothSay(date, 2)
  }, 60_000)

  it('a capture on one and a cancel on the other at the same moment: only one of them happens', async () => {
    for (const [accepting, declining, days] of [
      [w.a, w.b, 94],
      [w.b, w.a, 101],
    ] as const) {
      const date = daysAhead(days)
      const { recordId, intent } = await reserveOn(accepting, date)
      const [accepted, declined] = await Promise.all([
        decide(accepting, recordId, 'accept'),
        decide(declining, recordId, 'decline'),
      ])
      expect([accepted, declined].filter(Boolean)).toHaveLength(1)
      const row = await carriedOut(recordId)
      expect(row).toEqual({ action: accepted ? 'capture' : 'cancel', state: 'delivered', attempts: 1 })
      expect([stripeCalls(intent, 'capture'), stripeCalls(intent, 'cancel')]).toEqual(accepted ? [1, 0] : [0, 1])
      expect(w.stripe.paymentIntents.get(intent)?.status).toBe(accepted ? 'succeeded' : 'canceled')
      await bothSay(date, accepted ? 2 : 6)
    }
  }, 90_000)
})
