import type Stripe from 'stripe'
import { quoteByRecord, setQuoteState } from '../data/bookings.ts'
import { payments } from '../data/bookingPayments.ts'
import type { Sql } from '../data/sql.ts'
import { closeSession, errorText } from './checkoutSession.ts'

export type CancelDeps = { stripe: Stripe; sql: Sql; log?: (message: string) => void }

/**
 * `quote`: the record has a quote; `cancelled`: its state became cancelled now; `expired`: payment pages
 * closed now; `open`: those Stripe would not close (tried again at the next call).
 */
export type Cancelled = { quote: boolean; cancelled: boolean; expired: number; open: number }

/**
 * A hire request staff set to Cancelled (the quote watcher saw it in Airtable, or `pnpm inquiries cancel`
 * offline): the quote's state becomes cancelled first, so a payment settling from now on is refunded in
 * full (settlePayment reads the state under the quote's lock) and no reminder goes; then its open Checkout
 * Sessions are closed at Stripe, so none can be paid. One Stripe will not close (paid, not yet settled) is
 * refunded when it settles. Idempotent: called again it only retries the sessions still open.
 */
export async function cancelBooking({ stripe, sql, log = console.error }: CancelDeps, recordId: string) {
  const none: Cancelled = { quote: false, cancelled: false, expired: 0, open: 0 }
  if (!(await quoteByRecord(sql, recordId))) return none
  const done: Cancelled = { ...none, quote: true, cancelled: await setQuoteState(sql, recordId, 'cancelled') }
  for (const session of await payments(sql, recordId, 'open')) {
    try {
      await closeSession(stripe, sql, session.sessionId)
      done.expired++
    } catch (error) {
      done.open++
      log(`[booking] cancelled ${recordId}: ${session.sessionId} stays payable (${errorText(error)}); refunded if paid`)
    }
  }
  return done
}
