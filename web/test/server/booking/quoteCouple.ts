import { afterAll, beforeAll, expect } from 'vitest'
import type { QuoteView } from '../../../src/booking/quoteView.ts'
import { daysAhead, startBooking, type Booking } from './bookingApp.ts'

/** The test file's booking app, started once for the file by `startQuoteBooking`. */
export let booking: Booking
/** How many couples the file has quoted so far; each gets a date of its own from it. */
export let couples = 0

/** Starts the booking app before the file's tests and closes it after them. */
export function startQuoteBooking() {
  beforeAll(async () => {
    booking = await startBooking()
  }, 60_000)
  afterAll(() => booking.close())
}

/** A quoted request of a couple of its own (their own email, so each test counts its own emails). */
export async function quoted(fields: Record<string, unknown> = {}, validUntil?: string) {
  const email = `couple${++couples}.${Date.now()}@example.com`
  // A date of its own, a month from the others: the chairs one couple books are never short for the next.
  const eventDate = daysAhead(40 + couples * 30)
  return {
    email,
    eventDate,
    ...(await booking.quoted({ Email: email, 'Date of event': eventDate, ...fields }, validUntil)),
  }
}
export const view = async (token: string, query = '') => (await (await booking.view(token, query)).json()) as QuoteView
export const acceptAndPay = async (token: string, email: string) => {
  const answer = await booking.accept(token)
  expect(answer.status).toBe(200)
  return booking.pay(((await answer.json()) as { url: string }).url, email)
}
export const setTotal = (recordId: string, dollars: number, items?: string) =>
  booking.sql.query(`UPDATE submissions SET fields = (fields::jsonb || $2::jsonb)::text WHERE id = $1`, [
    Number(recordId),
    JSON.stringify({ 'Total Cost': dollars, ...(items ? { Items: items } : {}) }),
  ])
