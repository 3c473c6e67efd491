import type Stripe from 'stripe'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import type { SettleDeps } from '../../../src/server/booking/settleSession.ts'
import { createQuote, recordAcceptance } from '../../../src/server/data/bookings.ts'
import { openPayment, type PaymentKind } from '../../../src/server/data/bookingPayments.ts'
import type { Jobs } from '../../../src/server/data/jobs.ts'
import type { Sql } from '../../../src/server/data/sql.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { createOutboxStore, type OutboxStore } from '../../../src/server/outbox/outboxRows.ts'

export const SECRET = 'sk_test_booking_edges'
export const EVENT = '2027-06-19'
/** $180 accepted: a $54 deposit and a $126 balance (the figures). */
export const TOTAL = 180_00
export const DEPOSIT = 54_00
export const BALANCE = 126_00

export const figures = (totalCents = TOTAL) => ({
  lines: [{ text: 'Candelabra x 6 = $180.00', cents: totalCents }],
  totalCents,
  depositCents: DEPOSIT,
  depositPercent: 30,
  balanceCents: totalCents - DEPOSIT,
  balanceDueDate: '2027-06-05',
  eventDate: EVENT,
})

/** A paid Checkout Session of a quote, as Stripe reports it (the webhook's object, or a retrieve). */
export const paidSession = (id: string, recordId: string, kind: PaymentKind, cents: number, acceptance?: number) =>
  ({
    id,
    object: 'checkout.session',
    metadata: { booking: recordId, bookingKind: kind, ...(acceptance ? { acceptance: String(acceptance) } : {}) },
    payment_status: 'paid',
    status: 'complete',
    amount_total: cents,
    created: 1_000,
    expires_at: 5_000,
    payment_intent: `pi_${id}`,
    customer_details: { email: 'ann@example.com', name: 'Ann Lee' },
    customer_email: 'ann@example.com',
  }) as unknown as Stripe.Checkout.Session

/** The settle's dependencies over a test database: its outbox store, no dispatcher. */
export function settleDeps(sql: Sql, jobs: Jobs, airtable = false): SettleDeps & { store: OutboxStore } {
  return {
    sql,
    store: createOutboxStore(sql, jobs),
    kick: () => {},
    giveUpMs: 3_600_000,
    airtable,
    linkFor: (recordId) => `https://edges.test/quote/token-of-${recordId}`,
    now: () => 10_000,
  }
}

/** A hire request stored offline (its id is the quote's record id), quoted, with an acceptance of `totalCents`. */
export async function quotedRequest(sql: Sql, totalCents = TOTAL) {
  const { id } = await createSubmissions(sql).accept(
    { table: TABLES.equipmentHireRequests, fields: { 'First Name': 'Ann', Email: 'ann@example.com' } },
    [],
    1,
    0,
  )
  const recordId = String(id)
  await createQuote(sql, { recordId, validUntil: '2027-01-10', secret: SECRET, now: 1 })
  const acceptance = await recordAcceptance(sql, {
    recordId,
    fullName: 'Ann Lee',
    acceptedAt: 2,
    ip: null,
    userAgent: null,
    termsVersion: null,
    figures: figures(totalCents),
  })
  return { id, recordId, acceptance }
}

/** Stores an open session of a quote, as openCheckout does after Stripe made it. */
export const storeOpen = (sql: Sql, recordId: string, sessionId: string, kind: PaymentKind, cents: number) =>
  openPayment(sql, { sessionId, recordId, kind, cents, acceptance: null, createdAt: 3, expiresAt: 5_000_000 })

/** The outbox rows of a table, with their targets. */
export async function rowsOf(store: OutboxStore, table: string) {
  return (await store.list(1_000))
    .filter((row) => row.table === table)
    .map((row) => ({ ...row.fields, targets: row.deliveries.map((d) => d.target).sort() }))
}
