import type Stripe from 'stripe'
import type { QuoteRecords } from '../booking/quoteRecord.ts'
import { decideReservation, decideWindowsPassed, type DecideDeps } from './decideReservation.ts'
import { reservationsIn } from './reservations.ts'

/** The record's Status staff set on a reservation, and what it does. */
export const STAFF_DECISIONS: Readonly<Record<string, 'accept' | 'decline'>> = {
  Confirmed: 'accept',
  Declined: 'decline',
  Cancelled: 'decline',
}

export type Decided = { recordId: string; action: 'accept' | 'decline'; why: 'staff' | 'lapsed' | 'window' }

/**
 * The quote watcher's round for Reserve now (decision 0032), on the instance holding its lease: each
 * reservation waiting for staff is read fresh from Airtable (`records`, absent offline where `pnpm
 * inquiries accept|decline` decides), its Status Confirmed accepting it and Declined or Cancelled
 * declining it; a card hold Stripe let lapse (7 days) is a decline; then the windows that passed get the
 * CMS's action. Answers what was decided, for staff to be told.
 */
export function reservationRound({
  deps,
  records,
  stripe,
}: {
  deps: DecideDeps
  records?: QuoteRecords
  stripe: Pick<Stripe, 'paymentIntents'>
}) {
  return async function round(): Promise<Decided[]> {
    const decided: Decided[] = []
    for (const reservation of await reservationsIn(deps.sql, 'reserved')) {
      const { recordId } = reservation
      const status = records ? (await records.read(recordId, { fresh: true }))?.status : undefined
      const staff = STAFF_DECISIONS[status ?? '']
      if (staff) {
        if ((await decideReservation(deps, recordId, staff, `staff set ${status}`)) !== undefined)
          decided.push({ recordId, action: staff, why: 'staff' })
        continue
      }
      if (!reservation.paymentIntent) continue
      const intent = await stripe.paymentIntents.retrieve(reservation.paymentIntent)
      const lapsed = intent.status === 'canceled'
      if (
        lapsed &&
        (await decideReservation(deps, recordId, 'decline', 'the card hold lapsed', 'lapsed')) !== undefined
      )
        decided.push({ recordId, action: 'decline', why: 'lapsed' })
    }
    for (const { recordId, action } of await decideWindowsPassed(deps))
      decided.push({ recordId, action, why: 'window' })
    return decided
  }
}
