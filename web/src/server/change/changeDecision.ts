import type { StockBase } from '../../availability/shortLines.ts'
import { changeById, lockBooking, moveChange, openChange, type ChangeRow } from '../data/bookingChanges.ts'
import { quoteByRecord } from '../data/bookings.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import type { Sql } from '../data/sql.ts'
import { bookingFigures } from '../booking/bookingState.ts'
import type { BookingSettings } from '../booking/bookingSettings.ts'
import { BOOKING_TARGETS } from '../booking/bookingTables.ts'
import { applyChange } from './applyChange.ts'
import type { ChangeFacts } from './changeFacts.ts'
import { queueChange, type ChangeRowDeps, type Outcome } from './changeRows.ts'
import { CHANGE_TARGETS } from './changeTables.ts'

export type DecideDeps = ChangeRowDeps & {
  sql: Sql
  kick: () => unknown
  settings: () => Promise<BookingSettings>
  /** Availability's stock and Confirmed requests; an approval waits while they cannot be read. */
  readBase: () => Promise<StockBase | undefined>
  now?: () => number
}

/** What staff's answer became: applied; refused (theirs, or for stock or a booking changed since); dropped (cancelled). */
export type Decided = {
  outcome: 'applied' | 'refused' | 'short' | 'changed' | 'dropped'
  change: number
  /** The outbox row queued (the record's write and the emails), for a command to attempt at once. */
  submission?: number
}

/** The money of a booking as it stands, for a change's row. */
const moneyOf = async (tx: Sql, recordId: string) => {
  const figures = await bookingFigures(tx, recordId)
  return { paidCents: figures.deposit + figures.balance, leftCents: figures.left }
}

/**
 * Staff's answer to a change waiting for them (decision 0033): Approved applies it as a change applied at
 * once does (the pieces it adds re-checked; short by now, it is refused with the lines named and staff
 * told), Refused closes it; the couple is emailed either way. One conditional move of the change's row
 * under the booking's row lock, so the round, `pnpm inquiries` and a second instance act once. Undefined
 * when nothing waits (answered before), or when the stock cannot be read to approve it (tried again).
 */
export async function decideChange(
  deps: DecideDeps,
  recordId: string,
  action: 'approve' | 'refuse',
  by: string,
): Promise<Decided | undefined> {
  const now = (deps.now ?? Date.now)()
  const waiting = await openChange<ChangeFacts>(deps.sql, recordId)
  if (waiting?.state !== 'with-staff') return undefined
  const base = action === 'approve' ? await deps.readBase().catch(() => undefined) : undefined
  if (action === 'approve' && !base) return undefined
  const settings = action === 'approve' ? await deps.settings() : undefined
  await deps.store.prepare([...Object.values(CHANGE_TARGETS), BOOKING_TARGETS.refund])
  const decided = await deps.sql.transaction(async (tx): Promise<Decided | undefined> => {
    await lockBooking(tx, recordId)
    const row = await changeById<ChangeFacts>(tx, waiting.id)
    const quote = await quoteByRecord(tx, recordId)
    if (row?.state !== 'with-staff' || !quote) return undefined
    const link = `${deps.site}/quote/${quoteTokens(deps.secret).issue(recordId, quote.nonce)}`
    const settle = async (to: 'applied' | 'refused' | 'dropped', outcome: Outcome | undefined, reason: string) => {
      const moved = (await moveChange<ChangeFacts>(tx, row.id, 'with-staff', to, {
        now,
        by,
        reason,
        refundCents: outcome?.refundCents,
      })) as ChangeRow<ChangeFacts>
      return outcome ? queueChange(deps, tx, moved, outcome, { nonce: quote.nonce, now }) : undefined
    }
    if (quote.state === 'cancelled') {
      await settle('dropped', undefined, 'the booking was cancelled')
      return { outcome: 'dropped', change: row.id }
    }
    if (action === 'refuse') {
      const submission = await settle(
        'refused',
        { kind: 'refused', why: 'staff', ...(await moneyOf(tx, recordId)) },
        'refused by staff',
      )
      return { outcome: 'refused', change: row.id, submission }
    }
    const applied = await applyChange(tx, deps, row, { base, settings: settings!, link, now })
    if (!applied.applied) {
      const why = applied.why === 'stock' ? 'stock' : 'changed'
      const short = applied.why === 'stock' ? applied.short : undefined
      const submission = await settle(
        'refused',
        { kind: 'refused', why, short, ...(await moneyOf(tx, recordId)) },
        `approved, but ${why}`,
      )
      return { outcome: applied.why === 'stock' ? 'short' : 'changed', change: row.id, submission }
    }
    const { figures, refundCents } = applied
    const submission = await settle(
      'applied',
      { kind: 'applied', paidCents: figures.deposit + figures.balance, leftCents: figures.left, refundCents },
      'approved',
    )
    return { outcome: 'applied', change: row.id, submission }
  })
  if (decided) void deps.kick()
  return decided
}
