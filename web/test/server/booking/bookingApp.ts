import { startFakeAirtable, type FakeAirtable } from '@amaranth/fake-airtable'
import { stripeSignature, type FakeStripe } from '@amaranth/fake-stripe'
import { Hono } from 'hono'
import { businessToday } from '../../../src/lib/time/businessDay.ts'
import { isoDay, dayNumber } from '../../../src/availability/calendarDay.ts'
import { TABLES } from '../../../src/server/api/recordWriter.ts'
import { createAvailabilityFromEnv } from '../../../src/server/availability/availabilityFromEnv.ts'
import { createBookingFromEnv } from '../../../src/server/booking/bookingFromEnv.ts'
import type { QUOTE_LIMITS } from '../../../src/server/booking/quoteRoutes.ts'
import { createQuote } from '../../../src/server/data/bookings.ts'
import { closeDatabases, databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import type { Sql } from '../../../src/server/data/sql.ts'
import { createStatusRows } from '../../../src/server/data/statuses.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { createStoreFromEnv } from '../../../src/server/store/storeFromEnv.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'
import { startPaymentServers } from '../../support/paymentServers.ts'

export const WEBHOOK_SECRET = 'whsec_booking_test'
export const SECRET_KEY = 'sk_test_booking'
export const SITE = 'https://book.test'
export const STAFF = 'staff@amaranth.test'

/** Days from the business's today, as YYYY-MM-DD. */
export const daysAhead = (days: number) => isoDay(dayNumber(businessToday())! + days)

/** A hire request as the inquiry writes it (server/api/inquiryRecord.ts), 80 seed chairs at $8.50. */
export const REQUEST = {
  'First Name': 'Charlotte',
  'Last Name': 'Nguyen',
  Email: 'charlotte@example.com',
  'Phone Number': '0412 345 678',
  'Date of event': daysAhead(60),
  'Venue/location': 'Gabbinbar Homestead, Toowoomba',
  Message: 'Our ceremony is at 3pm\n\nVenue postcode: 4350 (Toowoomba)',
  Items: 'Crossback Timber Chair x 80 = $680.00\nDelivery: Toowoomba x 1 = $120.00',
  'Total Cost': 800,
}

/** A hire request of the local records (no Airtable) set to Quoted, with its quote link's token. */
export async function quotedLocally(sql: Sql, fields: Record<string, unknown>, validUntil: string) {
  const submission = { table: TABLES.equipmentHireRequests, fields }
  const { id } = await createSubmissions(sql).accept(submission, [], Date.now(), 0)
  await createStatusRows(sql).set(id, 'Quoted')
  const recordId = String(id)
  return { recordId, token: await createQuote(sql, { recordId, validUntil, secret: SECRET_KEY }) }
}

/**
 * Booking online as the server builds it from its environment (bookingFromEnv), with the store's webhook
 * and availability beside it, against the fake Stripe (its webhooks posted by the tests), a real SMTP
 * server and a fresh database; Airtable's fake when one is given, else the local records.
 */
export async function startBooking({
  airtable,
  env = {},
  limits = { readsPerMinute: 10_000, paymentsPerMinute: 10_000, freshPer15Minutes: 10_000 },
}: { airtable?: FakeAirtable; env?: Record<string, string>; limits?: typeof QUOTE_LIMITS } = {}) {
  const servers = await startPaymentServers({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    site: SITE,
    env: () => ({
      INQUIRY_NOTIFY_TO: STAFF,
      AVAILABILITY_MAX_AGE_MS: '100',
      ...(airtable
        ? { AIRTABLE_TOKEN: 'patBooking', AIRTABLE_BASE_ID: 'appBooking', AIRTABLE_ENDPOINT_URL: airtable.url }
        : {}),
      ...env,
    }),
  })
  const { fake, smtp, content, env: serverEnv } = servers
  const clientKey = () => 'one-couple'
  const availability = createAvailabilityFromEnv(content, serverEnv, clientKey)
  const booking = createBookingFromEnv(content, serverEnv, {
    stripe: stripeFromEnv(serverEnv),
    stockBase: availability.stockBase,
    clientKey,
    limits,
    countsOn: availability.countsOn,
  })!
  void booking.start()
  const store = createStoreFromEnv(content, serverEnv, booking.events)
  const app = new Hono()
  app.route('/', booking.app)
  app.route('/', store.app)
  app.route('/', availability.route)
  const { sql } = databaseFromEnv(serverEnv)

  /** A hire request set to Quoted, with its quote link's token. */
  async function quoted(fields: Record<string, unknown> = {}, validUntil = daysAhead(14)) {
    const all = { ...REQUEST, ...fields }
    let recordId: string
    if (airtable) {
      const answer = await fetch(`${airtable.url}/v0/appBooking/${encodeURIComponent(TABLES.equipmentHireRequests)}`, {
        method: 'POST',
        headers: { Authorization: 'Bearer patBooking', 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: { ...all, Status: 'Quoted', 'Quote Valid Until': validUntil } }),
      })
      recordId = ((await answer.json()) as { id: string }).id
    } else return quotedLocally(sql, all, validUntil)
    const token = await createQuote(sql, { recordId, validUntil, secret: SECRET_KEY })
    return { recordId, token }
  }

  const request = (path: string, init: RequestInit = {}) => app.request(path, init)
  const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'vitest couple', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  return {
    app,
    content,
    /** The server's environment, for what a test builds beside the booking (the reservations' round). */
    env: serverEnv,
    fake,
    smtp,
    sql,
    booking,
    store,
    quoted,
    /** The database's job queue and availability's stock base, for services built beside the booking's. */
    jobs: databaseFromEnv(serverEnv).jobs,
    stockBase: availability.stockBase,
    view: (token: string, query = '') => request(`/api/quote/${token}${query}`),
    accept: (token: string, body: unknown = { fullName: 'Charlotte Nguyen', agreeTerms: true }) =>
      post(`/api/quote/${token}/accept`, body),
    balance: (token: string) => post(`/api/quote/${token}/balance`),
    fresh: (token: string) => post(`/api/quote/${token}/fresh`),
    /** Pays a session on the fake's page; the signed event it would send, not sent yet. */
    async pay(url: string, email = 'charlotte@example.com') {
      const sessionId = url.split('/').at(-1)!
      await fake.pay(sessionId, email)
      return { sessionId, body: fake.events.findLast((sent) => sent.sessionId === sessionId)!.body }
    },
    webhook: (body: string, signature = stripeSignature(body, WEBHOOK_SECRET)) =>
      request('/api/stripe/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body,
      }),
    async close() {
      await booking.stop()
      await store.outbox?.stop()
      await closeDatabases()
      await servers.close()
    },
  }
}

export type Booking = Awaited<ReturnType<typeof startBooking>>

export { mailTo } from '../../support/paymentServers.ts'
export { startFakeAirtable, stripeSignature, type FakeAirtable, type FakeStripe }
