import type Stripe from 'stripe'
import { changesIn, deliveredTo, moveChange } from '../data/bookingChanges.ts'
import { paymentBySession } from '../data/bookingPayments.ts'
import type { QuoteRecords } from '../booking/quoteRecord.ts'
import type { ChangeFacts } from './changeFacts.ts'
import { decideChange, type Decided } from './changeDecision.ts'
import { dropChange, settleChange, type PayDeps } from './changePayment.ts'
import { CHANGE_TARGETS } from './changeTables.ts'

/** `Change Request` as staff set it, and what it does. */
export const STAFF_ANSWERS: Readonly<Record<string, 'approve' | 'refuse'>> = {
  Approved: 'approve',
  Refused: 'refuse',
}

/** A change whose payment page never opened (the server stopped in between) is dropped after this long. */
const NO_PAGE_MS = 10 * 60_000
/** A session past its end is looked up at Stripe after this grace, in case its webhook never came. */
const GRACE_MS = 5 * 60_000

export type RoundDecision = Decided & { recordId: string; why: 'staff' | 'unpaid' | 'paid' }

/**
 * The quote watcher's round for Final numbers (decision 0033), on the instance holding its lease: each
 * change waiting for staff is read fresh from its record (`records`, absent offline where `pnpm inquiries
 * change-approve|change-refuse` answer), `Change Request` Approved applying it and Refused closing it;
 * staff's answer counts once the site's Requested is in the record, so an answer left from an earlier
 * change never decides a new one. A change waiting for its payment whose page ended unpaid is dropped (or
 * settled, paid, when its webhook never came).
 */
export function changeRound({
  deps,
  records,
  stripe,
}: {
  deps: PayDeps
  records?: QuoteRecords
  stripe: Pick<Stripe, 'checkout'>
}) {
  return async function round(): Promise<RoundDecision[]> {
    const now = (deps.now ?? Date.now)()
    const decided: RoundDecision[] = []
    if (records)
      for (const row of await changesIn<ChangeFacts>(deps.sql, 'with-staff')) {
        if (!row.requestSubmission || !(await deliveredTo(deps.sql, row.requestSubmission, CHANGE_TARGETS.airtable)))
          continue
        const answer = STAFF_ANSWERS[(await records.read(row.recordId, { fresh: true }))?.changeRequest ?? '']
        if (!answer) continue
        const done = await decideChange(
          deps,
          row.recordId,
          answer,
          `staff set Change Request ${answer === 'approve' ? 'Approved' : 'Refused'}`,
        )
        if (done) decided.push({ ...done, recordId: row.recordId, why: 'staff' })
      }
    for (const row of await changesIn<ChangeFacts>(deps.sql, 'paying')) {
      if (!row.sessionId) {
        if (
          now - row.requestedAt > NO_PAGE_MS &&
          (await moveChange(deps.sql, row.id, 'paying', 'dropped', { now, reason: 'no payment page' }))
        )
          decided.push({ outcome: 'dropped', change: row.id, recordId: row.recordId, why: 'unpaid' })
        continue
      }
      const payment = await paymentBySession(deps.sql, row.sessionId)
      if (payment?.state === 'open' && (payment.expiresAt ?? 0) + GRACE_MS > now) continue
      const session = payment?.state === 'expired' ? undefined : await stripe.checkout.sessions.retrieve(row.sessionId)
      if (session?.status === 'complete' && session.payment_status === 'paid') {
        const settled = await settleChange(session, deps)
        if (settled === 'applied')
          decided.push({ outcome: 'applied', change: row.id, recordId: row.recordId, why: 'paid' })
      } else if (!session || session.status === 'expired') {
        if (await dropChange(deps.sql, row.sessionId, row.id, now))
          decided.push({ outcome: 'dropped', change: row.id, recordId: row.recordId, why: 'unpaid' })
      }
    }
    return decided
  }
}
