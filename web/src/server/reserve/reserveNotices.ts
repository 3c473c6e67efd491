import { createQuote } from '../data/bookings.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore } from '../outbox/outboxRows.ts'
import type { Reservation } from './reservations.ts'
import { RESERVE_TABLES, RESERVE_TARGETS, type NoticeFields } from './reserveTables.ts'

export type NoticeDeps = { store: OutboxStore; giveUpMs: number; secret: string; site: string }

/**
 * Queues a reservation's emails in the caller's transaction (decision 0032), one row per reservation and
 * kind: the couple's for `reserved` and `declined`, staff's for `reserved` and for what the site decided
 * on its own (the window, a lapsed hold).
 */
export async function queueNotice(
  deps: NoticeDeps,
  tx: Sql,
  r: Reservation,
  kind: NoticeFields['Kind'],
  why: NoticeFields['Why'],
  now: number,
) {
  const token = await createQuote(tx, { recordId: r.recordId, validUntil: r.eventDate, secret: deps.secret, now })
  const fields: NoticeFields = {
    Kind: kind,
    Why: why,
    Record: r.recordId,
    Name: r.name,
    Email: r.email,
    'Event date': r.eventDate,
    Link: `${deps.site}/quote/${token}`,
    Items: r.items,
    'Total Cents': r.totalCents,
    'Held Cents': r.depositCents,
    'Window Hours': r.windowHours,
    'Window Ends': (r.reservedAt ?? now) + r.windowHours * 3_600_000,
    'Window Action': r.windowAction,
  }
  const targets = [
    ...(kind === 'accepted' ? [] : [RESERVE_TARGETS.couple]),
    ...(kind === 'reserved' || why === 'window' || why === 'lapsed' ? [RESERVE_TARGETS.staff] : []),
  ]
  await deps.store.accept(
    { table: RESERVE_TABLES.notices, submissionId: `reserve-${kind}-${r.recordId}`, fields: fields as never },
    targets,
    now,
    deps.giveUpMs,
    tx,
  )
}
