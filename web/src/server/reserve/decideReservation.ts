import { setQuoteState } from '../data/bookings.ts'
import type { Sql } from '../data/sql.ts'
import { createStatusRows } from '../data/statuses.ts'
import { queueNotice, type NoticeDeps } from './reserveNotices.ts'
import { moveReservation } from './reservations.ts'
import { RESERVE_TABLES, RESERVE_TARGETS, type DecisionFields } from './reserveTables.ts'

export type DecideDeps = NoticeDeps & {
  sql: Sql
  kick: () => unknown
  /** With Airtable staff set the record's Status; without, a decline sets the local status here. */
  airtable: boolean
  now?: () => number
}

/**
 * Staff's decision, or the window's, or a lapsed hold (decision 0032): `accept` captures the deposit,
 * `decline` cancels the authorisation and frees the stock at once (the quote cancelled). The state moves
 * first in one conditional UPDATE, so of a capture and a cancel at once exactly one wins, and Stripe is
 * called only by the winner's outbox row. Answers that row's submission id, undefined when nothing moved.
 */
export async function decideReservation(
  deps: DecideDeps,
  recordId: string,
  action: 'accept' | 'decline',
  by: string,
  why: 'staff' | 'window' | 'lapsed' = 'staff',
): Promise<number | undefined> {
  const now = deps.now ?? Date.now
  const to = action === 'accept' ? 'capturing' : 'cancelling'
  await deps.store.prepare(Object.values(RESERVE_TARGETS))
  const queued = await deps.sql.transaction(async (tx) => {
    const row = await moveReservation(tx, recordId, 'reserved', to, { now: now(), by })
    if (!row) return undefined
    if (action === 'decline') {
      await setQuoteState(tx, recordId, 'cancelled')
      if (!deps.airtable) await createStatusRows(tx).set(Number(recordId), 'Declined', now())
      await queueNotice(deps, tx, row, 'declined', why, now())
    } else if (why !== 'staff') await queueNotice(deps, tx, row, 'accepted', why, now())
    const fields: DecisionFields = {
      Record: recordId,
      Action: action === 'accept' ? 'capture' : 'cancel',
      'Payment Intent': row.paymentIntent ?? '',
      Session: row.sessionId ?? '',
      Cents: row.depositCents,
      By: by,
    }
    const accepted = await deps.store.accept(
      {
        table: RESERVE_TABLES.decisions,
        submissionId: `reserve-${fields.Action}-${recordId}`,
        fields: fields as never,
      },
      // With Airtable, a decline staff did not make is written to the record too.
      deps.airtable && action === 'decline' && why !== 'staff'
        ? [RESERVE_TARGETS.stripe, RESERVE_TARGETS.airtable]
        : [RESERVE_TARGETS.stripe],
      now(),
      deps.giveUpMs,
      tx,
    )
    return accepted.id
  })
  if (queued !== undefined) void deps.kick()
  return queued
}

/** The reservations whose decision window passed unanswered, each given the CMS's chosen action once. */
export async function decideWindowsPassed(
  deps: DecideDeps,
): Promise<Array<{ recordId: string; action: 'accept' | 'decline' }>> {
  const { rows } = await deps.sql.query<{ recordId: string; action: 'accept' | 'decline' }>(
    `SELECT record_id AS "recordId", window_action AS "action" FROM reservations
     WHERE state = 'reserved' AND reserved_at + window_hours * 3600000 <= $1`,
    [(deps.now ?? Date.now)()],
  )
  const done: Array<{ recordId: string; action: 'accept' | 'decline' }> = []
  for (const row of rows)
    if (
      (await decideReservation(deps, row.recordId, row.action, `the window passed: ${row.action}`, 'window')) !==
      undefined
    )
      done.push(row)
  return done
}
