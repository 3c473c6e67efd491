import { beforeAll, expect } from 'vitest'
import type { ChangeOffer, ChangePreview } from '../../../src/booking/changeView.ts'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { daysAhead, type Booking } from '../booking/bookingApp.ts'
import type { BACKENDS } from '../data/backends.ts'
import { bookingOn } from '../reserve/reserveSupport.ts'

/** Final numbers' tests: a couple's booking through the server as it is built, and its change routes. */
export const CHAIRS = 'styling-furniture-2'
export const SIGNED = { fullName: 'Charlotte Nguyen', agreeTerms: true }

let couples = 0

/** A couple of their own (email, a date a month from the others), quoted, accepted and their deposit paid. */
export async function confirmedOn(booking: Booking, fields: Record<string, unknown> = {}) {
  const email = `change${++couples}.${process.pid}.${Date.now()}@example.com`
  const eventDate = daysAhead(40 + couples * 30)
  const quoted = await booking.quoted({ Email: email, 'Date of event': eventDate, ...fields })
  const accepted = await booking.accept(quoted.token)
  expect(accepted.status).toBe(200)
  const { url } = (await accepted.json()) as { url: string }
  await booking.webhook((await booking.pay(url, email)).body)
  return { ...quoted, email, eventDate }
}

/** The same booking with its balance paid too. */
export async function paidInFullOn(booking: Booking, fields: Record<string, unknown> = {}) {
  const couple = await confirmedOn(booking, fields)
  const answer = await booking.balance(couple.token)
  expect(answer.status).toBe(200)
  await booking.webhook((await booking.pay(((await answer.json()) as { url: string }).url, couple.email)).body)
  return couple
}

const post = (booking: Booking, path: string, body: unknown) =>
  booking.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'vitest couple' },
    body: JSON.stringify(body),
  })

export const changeRoutes = (booking: Booking) => ({
  async offer(token: string) {
    return (await (await booking.app.request(`/api/quote/${token}/change`)).json()) as ChangeOffer
  },
  async preview(token: string, lines: unknown) {
    return (await (await post(booking, `/api/quote/${token}/change/preview`, { lines })).json()) as ChangePreview
  },
  async send(token: string, lines: unknown, signed: Record<string, unknown> = SIGNED) {
    const answer = await post(booking, `/api/quote/${token}/change`, { lines, ...signed })
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
  },
  async view(token: string, query = '') {
    return (await (await booking.view(token, query)).json()) as QuoteView
  },
  /** "Pay the difference" again: `POST …/change/pay`. */
  async resume(token: string) {
    const answer = await post(booking, `/api/quote/${token}/change/pay`, {})
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
  },
})

/** Waits until `read` answers what `done` accepts (the outbox delivers in the background). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 8_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > end) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A change's outbox rows (table `Booking Changes`) of a record, oldest first, with their targets. */
export async function changeRowsOf(booking: Booking, recordId: string) {
  const { rows } = await booking.sql.query<{ id: number; fields: string; targets: string[] | null }>(
    `SELECT s.id, s.fields, (SELECT array_agg(d.target ORDER BY d.target) FROM deliveries d WHERE d.submission = s.id) AS targets
     FROM submissions s WHERE s.table_name = 'Booking Changes' ORDER BY s.id`,
  )
  return rows
    .map((row) => ({
      id: row.id,
      targets: row.targets ?? [],
      fields: JSON.parse(row.fields) as Record<string, unknown>,
    }))
    .filter((row) => row.fields.Record === recordId)
}

/** The booking server on a backend for one describe block, with its change routes. */
export function changeBookingOn(open: (typeof BACKENDS)[number][1]) {
  const started = bookingOn(open)
  const on = {} as { booking: Booking; routes: ReturnType<typeof changeRoutes> }
  beforeAll(() => {
    on.booking = started()
    on.routes = changeRoutes(on.booking)
  })
  return on
}
