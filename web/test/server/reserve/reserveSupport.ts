import { afterAll, beforeAll } from 'vitest'
import { BACKENDS, DATABASE_START_MS } from '../data/backends.ts'
import { startBooking, type Booking } from '../booking/bookingApp.ts'

/** Four of the six brass dessert stands (`catering-tableware-17`, $30 each), collected, as the form posts them. */
export const reserveForm = (eventDate: string, email: string, quantity = 4) => ({
  firstName: 'Charlotte',
  lastName: 'Nguyen',
  email,
  phone: '',
  eventDate,
  venue: 'Gabbinbar Homestead',
  fulfilment: 'pickup',
  postcode: '',
  fullName: 'Charlotte Nguyen',
  acceptTerms: true,
  items: [{ productId: 'catering-tableware-17', quantity }],
  damageWaiver: false,
  submissionId: `reserve-test-${email.replace(/\W/g, '')}-${Date.now()}`,
})

/** The booking server on a backend of BACKENDS for one describe block: started before its tests, closed after. */
export function bookingOn(open: (typeof BACKENDS)[number][1]): () => Booking {
  let booking: Booking
  let closeDb = async () => {}
  beforeAll(async () => {
    const db = open === BACKENDS[0]![1] ? undefined : await open()
    closeDb = async () => db?.close()
    booking = await startBooking({ env: db?.url ? { DATABASE_URL: db.url } : {} })
  }, DATABASE_START_MS)
  afterAll(async () => {
    await booking?.close()
    await closeDb()
  })
  return () => booking
}

/** Posts the form to the booking's `POST /api/reserve`: the Checkout page, its session, the quote's token and record. */
export async function reserveThrough(booking: Booking, eventDate: string, email: string) {
  const answer = await booking.app.request('/api/reserve', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(reserveForm(eventDate, email)),
  })
  if (answer.status !== 200) throw new Error(`POST /api/reserve answered ${answer.status}: ${await answer.text()}`)
  const { url } = (await answer.json()) as { url: string }
  const sessionId = url.split('/').at(-1)!
  const token = new URL(booking.fake.sessions.get(sessionId)!.success_url).pathname.split('/').at(-1)!
  const { rows } = await booking.sql.query<{ recordId: string }>(
    'SELECT record_id AS "recordId" FROM reservations WHERE session_id = $1',
    [sessionId],
  )
  return { url, sessionId, token, recordId: rows[0]!.recordId, email }
}
