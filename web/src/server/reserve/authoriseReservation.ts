import type Stripe from 'stripe'
import { businessDayStart } from '../../lib/time/businessDay.ts'
import { createQuote } from '../data/bookings.ts'
import { holdPaid } from '../data/bookingHolds.ts'
import type { Sql } from '../data/sql.ts'
import { createStatusRows } from '../data/statuses.ts'
import type { TargetName } from '../outbox/outboxRows.ts'
import type { ReserveDeps } from './reserveDeps.ts'
import { moveReservation } from './reservations.ts'
import { queueNotice } from './reserveNotices.ts'
import { RESERVE_TARGETS } from './reserveTables.ts'

const DAY_MS = 86_400_000

/**
 * The card authorised (the webhook's `checkout.session.completed`, or the couple's return): once,
 * however often reported. One transaction: the reservation reserved, its lines held until the event's
 * day, the hire request's deliveries queued (Status Reserved, its Quote Link) as an inquiry's are.
 */
export async function authoriseReservation(
  deps: ReserveDeps & { now: () => number },
  session: Stripe.Checkout.Session,
): Promise<'reserved' | 'already' | 'not-ours' | 'unpaid'> {
  const { now } = deps
  const recordId = session.metadata?.reservation
  if (!recordId) return 'not-ours'
  const intentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!intentId || session.status !== 'complete') return 'unpaid'
  const intent = await deps.stripe.paymentIntents.retrieve(intentId)
  if (intent.status !== 'requires_capture') return 'unpaid'
  const at = now()
  // The hire request goes to Airtable as an inquiry's does; its emails are the reservation's own.
  const targets: TargetName[] = deps.airtable ? ['airtable'] : []
  await deps.jobs.prepare(targets)
  await deps.store.prepare(Object.values(RESERVE_TARGETS))
  const moved = await deps.sql.transaction(async (tx) => {
    const reserved = await moveReservation(tx, recordId, 'checkout', 'reserved', { now: at, paymentIntent: intentId })
    if (!reserved) return false
    const eventEnd = (businessDayStart(reserved.eventDate) ?? at) + DAY_MS
    await holdPaid(tx, {
      recordId,
      items: reserved.items,
      eventDate: reserved.eventDate,
      endsAt: Math.max(eventEnd, at + DAY_MS),
      now: at,
    })
    const token = await createQuote(tx, { recordId, validUntil: reserved.eventDate, secret: deps.secret })
    await markReserved(tx, Number(recordId), `${deps.site}/quote/${token}`)
    if (!deps.airtable) await createStatusRows(tx).set(Number(recordId), 'Reserved', at)
    for (const target of targets)
      await tx.query(
        `INSERT INTO deliveries (submission, target, next_attempt_at, give_up_at, job_id) VALUES ($1, $2, $3, $4, $5)`,
        [
          Number(recordId),
          target,
          at,
          at + deps.giveUpMs,
          await deps.jobs.send(tx, target, { submission: Number(recordId) }, 0),
        ],
      )
    await queueNotice(deps, tx, reserved, 'reserved', 'couple', at)
    return true
  })
  if (moved) {
    void deps.kick()
    void deps.kickInquiries?.()
  }
  return moved ? 'reserved' : 'already'
}

/** The hire request's fields as Airtable receives them: Status Reserved and the quote page's link. */
async function markReserved(tx: Sql, id: number, link: string) {
  const { rows } = await tx.query<{ fields: string }>('SELECT fields FROM submissions WHERE id = $1', [id])
  const stored = rows[0]!.fields as unknown
  const fields = (typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, unknown>
  await tx.query('UPDATE submissions SET fields = $2 WHERE id = $1', [
    id,
    JSON.stringify({ ...fields, Status: 'Reserved', 'Quote Link': link }),
  ])
}
