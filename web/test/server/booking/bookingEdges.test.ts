import { startFakeStripe, type FakeStripe } from '@amaranth/fake-stripe'
import type Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { runStatusCommand } from '../../../src/server/cli/statusCommand.ts'
import { bookingFigures } from '../../../src/server/booking/bookingState.ts'
import { recordStripeRefund } from '../../../src/server/booking/bookingRefunds.ts'
import { BOOKING_TABLES, BOOKING_TARGETS } from '../../../src/server/booking/bookingTables.ts'
import { cancelBooking } from '../../../src/server/booking/cancelBooking.ts'
import { openCheckout, type PaymentRequest } from '../../../src/server/booking/checkoutSession.ts'
import { queueDueReminders } from '../../../src/server/booking/reminders.ts'
import { quoteViewOf } from '../../../src/server/booking/quoteViewOf.ts'
import { settleSession } from '../../../src/server/booking/settleSession.ts'
import { quoteByRecord, standingAcceptance } from '../../../src/server/data/bookings.ts'
import { paymentBySession, payments } from '../../../src/server/data/bookingPayments.ts'
import { quotesDueForReminder } from '../../../src/server/data/bookingEmails.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { BACKENDS, DATABASE_START_MS, migrated, type TestDatabase } from '../data/backends.ts'
import {
  BALANCE,
  DEPOSIT,
  EVENT,
  paidSession,
  quotedRequest,
  rowsOf,
  SECRET,
  settleDeps,
  storeOpen,
  TOTAL,
} from './bookingEdgesSupport.ts'

let fake: FakeStripe
let stripe: Stripe
beforeAll(async () => {
  fake = await startFakeStripe()
  stripe = stripeFromEnv({ STRIPE_SECRET_KEY: SECRET, STRIPE_API_URL: fake.url })!
})
afterAll(() => fake.close())

const balanceRequest = (recordId: string): PaymentRequest => ({
  recordId,
  kind: 'balance',
  cents: BALANCE,
  email: 'ann@example.com',
  description: 'Balance for equipment hire',
  acceptance: null,
  successUrl: 'https://edges.test/quote/t?paid=balance',
  cancelUrl: 'https://edges.test/quote/t',
  site: 'https://edges.test',
})

/** Sessions the fake made before this test (each test's database numbers its records from 1 again). */
let before = new Set<string>()
beforeEach(() => void (before = new Set(fake.sessions.keys())))

/** The fake's sessions of a quote's kind made in this test, by status. */
const sessionsAtStripe = (recordId: string, kind: string) =>
  [...fake.sessions.values()]
    .filter((s) => !before.has(s.id) && s.metadata.booking === recordId && s.metadata.bookingKind === kind)
    .map((s) => s.status)
    .sort()

describe.each(BACKENDS)('booking edges on %s', (_name, open) => {
  let db: TestDatabase
  beforeEach(async () => {
    db = await migrated(open)
  }, DATABASE_START_MS)
  afterEach(() => db.close())

  /** A quote with its $54 deposit paid: $126 left. */
  async function confirmed(deps = settleDeps(db.sql, db.jobs)) {
    const request = await quotedRequest(db.sql)
    const settled = await settleSession(
      paidSession(`cs_dep_${request.recordId}`, request.recordId, 'deposit', DEPOSIT, request.acceptance),
      deps,
    )
    expect(settled.status).toBe('paid')
    return { ...request, deps }
  }

  it('opens one payable balance session for two balance requests at once', async () => {
    const { recordId } = await confirmed()
    // Both requests reach Stripe before either stores its session: the race the index must settle.
    let arrived = 0
    let release!: () => void
    const both = new Promise<void>((resolve) => (release = resolve))
    type Create = Stripe['checkout']['sessions']['create']
    const create: Create = async (...args: Parameters<Create>) => {
      const made = await stripe.checkout.sessions.create(...args)
      if (++arrived === 2) release()
      await both
      return made
    }
    const sessions = Object.assign(Object.create(stripe.checkout.sessions) as object, { create })
    const racing = { checkout: { sessions } } as unknown as Stripe
    const urls = await Promise.all([1, 2].map(() => openCheckout(racing, db.sql, balanceRequest(recordId))))
    expect(urls[0]).toBe(urls[1])
    expect((await payments(db.sql, recordId, 'open')).filter((p) => p.kind === 'balance')).toHaveLength(1)
    expect(sessionsAtStripe(recordId, 'balance')).toEqual(['expired', 'open'])
  })

  it('refuses a new balance session while an earlier one Stripe will not expire stays payable', async () => {
    const { recordId } = await confirmed()
    const first = await openCheckout(stripe, db.sql, balanceRequest(recordId))
    // Paid at Stripe, its webhook not here yet: Stripe refuses to expire it.
    await fake.pay(first.split('/').at(-1)!, 'ann@example.com')
    await expect(openCheckout(stripe, db.sql, balanceRequest(recordId), { log: () => {} })).rejects.toThrow(
      'still payable',
    )
    expect(sessionsAtStripe(recordId, 'balance')).toEqual(['complete'])
  })

  it('marks an earlier balance session Stripe expired already, and opens the new one', async () => {
    const { recordId } = await confirmed()
    const first = (await openCheckout(stripe, db.sql, balanceRequest(recordId))).split('/').at(-1)!
    await stripe.checkout.sessions.expire(first)
    await openCheckout(stripe, db.sql, balanceRequest(recordId))
    expect((await paymentBySession(db.sql, first))?.state).toBe('expired')
    expect(sessionsAtStripe(recordId, 'balance')).toEqual(['expired', 'open'])
  })

  it('refunds the excess of a balance paid twice, tells staff, and the page shows it', async () => {
    const { recordId, deps } = await confirmed()
    await storeOpen(db.sql, recordId, 'cs_bal_1', 'balance', BALANCE)
    // The second was never stored (a duplicate Stripe would not expire): it is stored when it settles.
    const results = await Promise.all(
      ['cs_bal_1', 'cs_bal_2'].map((id) => settleSession(paidSession(id, recordId, 'balance', BALANCE), deps)),
    )
    expect(results.map((r) => r.status).sort()).toEqual(['overpaid', 'paid'])
    const refunds = await rowsOf(deps.store, BOOKING_TABLES.refunds)
    expect(refunds).toEqual([
      expect.objectContaining({
        Record: recordId,
        'Refund Cents': BALANCE,
        Reason: 'overpaid',
        targets: [BOOKING_TARGETS.refund, BOOKING_TARGETS.staff],
      }),
    ])
    expect(await bookingFigures(db.sql, recordId)).toMatchObject({ left: 0, over: 0, balance: BALANCE })
    expect((await quoteByRecord(db.sql, recordId))?.state).toBe('paid')
    const view = quoteViewOf({
      quote: (await quoteByRecord(db.sql, recordId))!,
      record: { recordId, status: 'Confirmed', name: 'Ann', email: '', eventDate: EVENT, items: '', totalCents: TOTAL },
      payments: await payments(db.sql, recordId),
      accepted: await standingAcceptance(db.sql, recordId),
      settings: {
        depositPercent: 30,
        balanceDueDays: 14,
        quoteValidDays: 14,
        balanceReminderDays: 7,
        termsVersion: null,
      },
      today: '2027-01-01',
    })
    expect(view).toMatchObject({
      state: 'paid',
      dueCents: 0,
      balancePaidCents: BALANCE,
      takenCents: DEPOSIT + 2 * BALANCE,
      refundingCents: BALANCE,
      refundedCents: 0,
    })
    // Stripe's charge.refunded for that refund: stored, nothing more to tell staff.
    const report = await recordStripeRefund(
      {
        payment_intent: String((refunds[0] as Record<string, unknown>)['Payment Intent']),
        amount_refunded: BALANCE,
      } as Stripe.Charge,
      deps,
    )
    expect(report).toMatchObject({ changed: true, dashboard: false })
    expect(await rowsOf(deps.store, BOOKING_TABLES.stripeRefunds)).toEqual([])
  })

  it('refunds in full a payment on a cancelled booking, and leaves its Status Cancelled', async () => {
    const { id, recordId, acceptance, deps } = await {
      ...(await quotedRequest(db.sql)),
      deps: settleDeps(db.sql, db.jobs),
    }
    const statuses = createStatusRows(db.sql)
    await statuses.set(id, 'Quoted')
    const cancelQuote = (record: string) => cancelBooking({ stripe, sql: db.sql, log: () => {} }, record)
    expect(await runStatusCommand(['cancel', String(id)], statuses, false, cancelQuote)).toBe(0)
    expect((await quoteByRecord(db.sql, recordId))?.state).toBe('cancelled')
    const settled = await settleSession(paidSession('cs_late', recordId, 'deposit', DEPOSIT, acceptance), deps)
    expect(settled.status).toBe('cancelled')
    expect(await paymentBySession(db.sql, 'cs_late')).toMatchObject({ state: 'refunded', refundCents: DEPOSIT })
    expect(await rowsOf(deps.store, BOOKING_TABLES.refunds)).toEqual([
      expect.objectContaining({
        'Refund Cents': DEPOSIT,
        Reason: 'cancelled',
        targets: ['booking-refund', 'booking-staff'],
      }),
    ])
    expect(await rowsOf(deps.store, BOOKING_TABLES.payments)).toEqual([])
    expect((await statuses.all()).get(id)).toBe('Cancelled')
    expect(await standingAcceptance(db.sql, recordId)).toBeUndefined()
  })

  it('never sets a Completed request back to Confirmed offline', async () => {
    const { id, recordId, acceptance } = await quotedRequest(db.sql)
    await createStatusRows(db.sql).set(id, 'Completed')
    const deps = settleDeps(db.sql, db.jobs)
    expect((await settleSession(paidSession('cs_dep', recordId, 'deposit', DEPOSIT, acceptance), deps)).status).toBe(
      'paid',
    )
    expect((await createStatusRows(db.sql).all()).get(id)).toBe('Completed')
  })

  it('cancelling closes the open payment pages at Stripe and stops the reminders', async () => {
    const { id, recordId } = await confirmed()
    const url = await openCheckout(stripe, db.sql, balanceRequest(recordId))
    expect(await quotesDueForReminder(db.sql)).toEqual([expect.objectContaining({ recordId })])
    const statuses = createStatusRows(db.sql)
    const cancelQuote = (record: string) => cancelBooking({ stripe, sql: db.sql, log: () => {} }, record)
    expect(await runStatusCommand(['cancel', String(id)], statuses, false, cancelQuote)).toBe(0)
    expect(fake.sessions.get(url.split('/').at(-1)!)?.status).toBe('expired')
    expect(await payments(db.sql, recordId, 'open')).toEqual([])
    expect(await quotesDueForReminder(db.sql)).toEqual([])
    const flow = {
      ...settleDeps(db.sql, db.jobs),
      secret: SECRET,
      site: 'https://edges.test',
      settings: async () => ({
        depositPercent: 30,
        balanceDueDays: 14,
        quoteValidDays: 14,
        balanceReminderDays: 7,
        termsVersion: null,
      }),
      airtable: false,
      now: () => Date.parse('2027-06-10T00:00:00Z'),
    }
    expect(await queueDueReminders(flow)).toBe(0)
  })

  it("stores a refund made in Stripe's dashboard: the balance is due again, staff told, a replay changes nothing", async () => {
    const { recordId, deps } = await confirmed()
    await storeOpen(db.sql, recordId, 'cs_bal', 'balance', BALANCE)
    await settleSession(paidSession('cs_bal', recordId, 'balance', BALANCE), deps)
    expect((await quoteByRecord(db.sql, recordId))?.state).toBe('paid')
    const charge = { payment_intent: 'pi_cs_bal', amount_refunded: 50_00 } as Stripe.Charge
    expect(await recordStripeRefund(charge, deps)).toMatchObject({ changed: true, dashboard: true })
    expect(await recordStripeRefund(charge, deps)).toMatchObject({ changed: false })
    expect((await quoteByRecord(db.sql, recordId))?.state).toBe('confirmed')
    expect(await bookingFigures(db.sql, recordId)).toMatchObject({ left: 50_00, balance: BALANCE - 50_00 })
    expect(await rowsOf(deps.store, BOOKING_TABLES.stripeRefunds)).toEqual([
      expect.objectContaining({
        Record: recordId,
        'Refunded Cents': 50_00,
        'Left Cents': 50_00,
        targets: ['booking-staff'],
      }),
    ])
    expect(
      await recordStripeRefund({ payment_intent: 'pi_store_order', amount_refunded: 1 } as Stripe.Charge, deps),
    ).toBeUndefined()
  })
})
