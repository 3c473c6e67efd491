import { sameLines } from '../../availability/holds.ts'
import type { AppliedChange, ChangePreview, PendingChange } from '../../booking/changeView.ts'
import type { QuoteView } from '../../booking/quoteView.ts'
import type { ChangeRow } from '../data/bookingChanges.ts'

/**
 * What a change keeps beside its evidence (booking_changes.figures, decision 0033): the booking before and
 * after (its Items text and total), the figures shown to the couple, and how the difference settles.
 */
export type ChangeFacts = {
  /** The couple as the record named them when the change was sent, for the emails that follow it. */
  name: string
  email: string
  eventDate: string
  before: { items: string; totalCents: number }
  after: { items: string; totalCents: number }
  preview: ChangePreview
  /**
   * `balance`: the new total only moves the balance left; `pay`: the balance was paid, the difference is
   * charged through Checkout; `refund`: more was paid than the new total, the excess refunded; `staff`: a
   * difference under Stripe's minimum, settled with staff.
   */
  settles: 'balance' | 'pay' | 'refund' | 'staff'
  /** What is refunded (`refund`) or charged (`pay`), in cents. */
  differenceCents: number
}

/** The lines a change moves, as the page and the emails name them. */
export const movedLines = (facts: ChangeFacts) =>
  facts.preview.lines.filter((line) => line.from !== line.to).map(({ name, from, to }) => ({ name, from, to }))

export function pendingOf(row: ChangeRow<ChangeFacts>): PendingChange | undefined {
  if (row.state !== 'with-staff' && row.state !== 'paying') return undefined
  return {
    id: String(row.id),
    state: row.state,
    at: new Date(row.requestedAt).toISOString(),
    by: row.fullName,
    lines: movedLines(row.figures),
    beforeCents: row.figures.before.totalCents,
    afterCents: row.figures.after.totalCents,
  }
}

export const appliedOf = (row: ChangeRow<ChangeFacts>): AppliedChange => ({
  at: new Date(row.decidedAt ?? row.requestedAt).toISOString(),
  by: row.fullName,
  lines: movedLines(row.figures),
  beforeCents: row.figures.before.totalCents,
  afterCents: row.figures.after.totalCents,
  feesKeptCents: row.figures.preview.feesKeptCents,
  refundCents: row.refundCents,
})

/**
 * The record as the booking stands after its applied changes: while the record still reads what a change
 * replaced (its update waits in the outbox, or Airtable is down), the change's Items and total stand; any
 * other Items or total staff wrote win.
 */
export function recordAfterChanges<R extends { items: string; totalCents: number | null }>(
  record: R,
  changes: readonly ChangeRow<ChangeFacts>[],
): R {
  let now = record
  for (const change of changes) {
    if (change.state !== 'applied') continue
    const { before, after } = change.figures
    if (sameLines(now.items, before.items) && now.totalCents === before.totalCents)
      now = { ...now, items: after.items, totalCents: after.totalCents }
  }
  return now
}

/**
 * The quote view's `change` (booking/quoteView.ts): offered on a booking confirmed online (its deposit
 * paid, its figures accepted as they stand), before its event's day, with no change open; the change
 * waiting, and the ones applied, newest first. Undefined before the booking is confirmed.
 */
export function changeOfView(
  view: Pick<QuoteView, 'state' | 'eventDate' | 'changed' | 'byHand' | 'accepted'>,
  changes: readonly ChangeRow<ChangeFacts>[],
  today: string,
): QuoteView['change'] {
  if (view.state !== 'confirmed' && view.state !== 'paid') return undefined
  const pending = changes.map(pendingOf).find(Boolean)
  const applied = changes
    .filter((row) => row.state === 'applied')
    .map(appliedOf)
    .reverse()
  const offered = !pending && !view.byHand && Boolean(view.accepted) && !view.changed && today < view.eventDate
  return { offered, ...(pending ? { pending } : {}), applied }
}
