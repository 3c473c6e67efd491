import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dayNumber, isoDay } from '../../../src/availability/calendarDay.ts'
import { businessDayStart } from '../../../src/lib/time/businessDay.ts'
import { createQuoteWatcher, sendQuote, type QuoteFlow } from '../../../src/server/booking/quoteWatcher.ts'
import { bookingOutboxFromEnv } from '../../../src/server/booking/bookingOutbox.ts'
import { QUOTE_FLOW_TABLES } from '../../../src/server/booking/quoteWatcherTables.ts'
import { quoteEmailTarget } from '../../../src/server/booking/quoteWatcherTargets.ts'
import { queueDueReminders, reminderDue } from '../../../src/server/booking/reminders.ts'
import { recordAcceptance, setQuoteState } from '../../../src/server/data/bookings.ts'
import { openPayment, settlePayment } from '../../../src/server/data/bookingPayments.ts'
import { closeDatabases } from '../../../src/server/data/fromEnv.ts'
import { createLeases } from '../../../src/server/data/leases.ts'
import { readServerEnv } from '../../../src/server/env.ts'
import { createContentSource } from '../../../src/server/sanityForServer.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'

const db = tempInquiryDb()
const env = readServerEnv({
  STRIPE_SECRET_KEY: 'sk_test_reminders',
  STRIPE_WEBHOOK_SECRET: 'whsec_reminders',
  PUBLIC_SITE_URL: 'https://remind.test',
  INQUIRY_DB: db.path,
})
const sanity = createContentSource(env, 'http://localhost:1').sanity
/** The business's day `iso` at 10 am: the faked clock. */
const at = (iso: string) => businessDayStart(iso)! + 10 * 3_600_000
const plus = (iso: string, days: number) => isoDay(dayNumber(iso)! + days)

const EVENT = '2027-06-19'
const DUE = plus(EVENT, -14)
let clock = at('2027-03-01')
/** A fresh flow each time, as after a restart: nothing but the database carries over. */
const flow = (): QuoteFlow => ({ ...bookingOutboxFromEnv(env, sanity)!.flow, now: () => clock })

/** A quote accepted for $800 with its $240 deposit paid: $560 left, due 14 days before the event. */
async function confirmed(recordId: string, email: string) {
  const sent = await sendQuote(flow(), {
    recordId,
    status: 'Quoted',
    name: 'Charlotte Nguyen',
    email,
    eventDate: EVENT,
    items: 'Crossback Timber Chair x 80 = $680.00',
    totalCents: 80_000,
  })
  expect(sent).toMatchObject({ queued: true })
  const { sql } = flow()
  const acceptance = await recordAcceptance(sql, {
    recordId,
    fullName: 'Charlotte Nguyen',
    acceptedAt: clock,
    ip: null,
    userAgent: null,
    termsVersion: null,
    figures: {
      lines: [],
      totalCents: 80_000,
      depositCents: 24_000,
      depositPercent: 30,
      balanceCents: 56_000,
      balanceDueDate: DUE,
      eventDate: EVENT,
    },
  })
  const deposit = `cs_dep_${recordId}`
  await openPayment(sql, {
    sessionId: deposit,
    recordId,
    kind: 'deposit',
    cents: 24_000,
    acceptance,
    createdAt: clock,
    expiresAt: null,
  })
  await settlePayment(sql, { sessionId: deposit, paymentIntent: `pi_${recordId}`, now: clock })
  await setQuoteState(sql, recordId, 'confirmed')
}

async function reminderRows() {
  const all = await flow().store.list(1_000)
  return all.filter((row) => row.table === QUOTE_FLOW_TABLES.reminders).map((row) => row.fields)
}

beforeAll(async () => {
  await confirmed('recRemind1', 'remind1@example.com')
  await confirmed('recRemind2', 'remind2@example.com')
}, 60_000)
afterAll(async () => {
  await closeDatabases()
  db.remove()
})

describe('the balance reminders', () => {
  it('are due from balanceReminderDays before the due day, then on it', () => {
    expect(reminderDue(DUE, 7, plus(DUE, -8))).toBeUndefined()
    expect(reminderDue(DUE, 7, plus(DUE, -7))).toBe('reminder-before')
    expect(reminderDue(DUE, 7, plus(DUE, -1))).toBe('reminder-before')
    expect(reminderDue(DUE, 7, DUE)).toBe('reminder-due')
    expect(reminderDue(DUE, 7, plus(DUE, 3))).toBe('reminder-due')
  })

  it('go once each, 7 days before and on the due day, across restarts, and never once the balance is paid', async () => {
    clock = at(plus(DUE, -8))
    expect(await queueDueReminders(flow())).toBe(0)

    clock = at(plus(DUE, -7))
    expect(await queueDueReminders(flow())).toBe(2)
    expect(await queueDueReminders(flow())).toBe(0)
    clock += 6 * 3_600_000
    expect(await queueDueReminders(flow())).toBe(0)
    expect(await reminderRows()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Record: 'recRemind1',
          Email: 'remind1@example.com',
          Kind: 'reminder-before',
          'Balance Cents': 56_000,
          'Balance Due': DUE,
          'Quote Link': expect.stringMatching(/^https:\/\/remind\.test\/quote\//),
        }),
      ]),
    )

    // The second couple pays the balance before the due day.
    const { sql } = flow()
    await openPayment(sql, {
      sessionId: 'cs_bal_2',
      recordId: 'recRemind2',
      kind: 'balance',
      cents: 56_000,
      acceptance: null,
      createdAt: clock,
      expiresAt: null,
    })
    await settlePayment(sql, { sessionId: 'cs_bal_2', paymentIntent: 'pi_bal_2', now: clock })

    clock = at(DUE)
    expect(await queueDueReminders(flow())).toBe(1)
    expect(await queueDueReminders(flow())).toBe(0)
    clock = at(plus(DUE, 1))
    expect(await queueDueReminders(flow())).toBe(0)
    const rows = await reminderRows()
    expect(rows.map((row) => `${row.Record} ${row.Kind}`).sort()).toEqual([
      'recRemind1 reminder-before',
      'recRemind1 reminder-due',
      'recRemind2 reminder-before',
    ])
  }, 60_000)

  it('is not emailed when the balance was paid after it was queued', async () => {
    const sentMail: unknown[] = []
    const target = quoteEmailTarget({
      mailer: {
        send: async (email) => {
          sentMail.push(email)
          return 'sent'
        },
      },
      siteContact: async () => ({ businessName: 'Amaranth Events', phone: '', email: '', responsePromise: '' }),
      balanceDue: async () => false,
    })
    const fields = { Record: 'recRemind2', Name: 'C', Email: 'remind2@example.com', Kind: 'reminder-due' }
    const answer = await target.deliver({
      id: 1,
      submissionId: null,
      table: QUOTE_FLOW_TABLES.reminders,
      createdTime: '',
      fields,
      details: {},
    })
    expect(answer).toMatch(/skipped/)
    expect(sentMail).toHaveLength(0)
  })

  it("are looked for by the lease holder's round at most every 5 minutes", async () => {
    let looks = 0
    const watcher = createQuoteWatcher({
      flow: flow(),
      remind: async () => void looks++,
      leases: createLeases(flow().sql),
      owner: 'test:1:a',
    })
    const other = createQuoteWatcher({
      flow: flow(),
      remind: async () => void looks++,
      leases: createLeases(flow().sql),
      owner: 'test:2:b',
    })
    expect(await watcher.round()).toBe(true)
    expect(await other.round()).toBe(false)
    clock += 60_000
    expect(await watcher.round()).toBe(true)
    expect(looks).toBe(1)
    clock += 5 * 60_000
    await watcher.round()
    expect(looks).toBe(2)
  })
})
