import { businessToday } from '../../lib/time/businessDay.ts'
import { formatCents } from '../../pricing/money.ts'
import type { ChangeRow } from '../data/bookingChanges.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore, TargetName } from '../outbox/outboxRows.ts'
import { movedLines, type ChangeFacts } from './changeFacts.ts'
import { CHANGE_TABLES, CHANGE_TARGETS, type ChangeFields } from './changeTables.ts'

export type ChangeRowDeps = {
  store: OutboxStore
  giveUpMs: number
  /** With Airtable the record is written by `change-airtable`; offline the applying transaction writes it. */
  airtable: boolean
  site: string
  secret: string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 2026-12-02 → "2 Dec 2026": the day a line of `Changes` starts with. */
export const noteDay = (iso: string) =>
  `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

export type Outcome = {
  kind: ChangeFields['Kind']
  why?: ChangeFields['Why']
  /** Paid so far and left to pay, once the change stands as it does now. */
  paidCents: number
  leftCents: number
  refundCents?: number
  chargedCents?: number
  short?: string[]
}

/**
 * The dated line `Changes` gets: "2 Dec 2026: Gold candelabra 6 → 8, by Ann Lee; total $1,200.00 →
 * $1,310.00", with the fee kept and what was refunded or paid online; a request and a refusal say so.
 */
export function noteOf(row: Pick<ChangeRow<ChangeFacts>, 'fullName' | 'figures'>, outcome: Outcome, day: string) {
  const facts = row.figures
  const lines = movedLines(facts)
    .map((line) => `${line.name} ${line.from} → ${line.to}`)
    .join(', ')
  const total = `total ${formatCents(facts.before.totalCents)} → ${formatCents(facts.after.totalCents)}`
  const date = noteDay(day)
  if (outcome.kind === 'requested')
    return `${date}: asked: ${lines}, by ${row.fullName}; ${total} (waiting for your answer)`
  if (outcome.kind === 'refused')
    return outcome.why === 'stock'
      ? `${date}: refused, no longer free: ${(outcome.short ?? []).join('; ')} (${lines}, asked by ${row.fullName})`
      : outcome.why === 'changed'
        ? `${date}: refused, the booking changed since: ${lines} (asked by ${row.fullName})`
        : `${date}: refused: ${lines} (asked by ${row.fullName})`
  const fee = facts.preview.feesKeptCents ? `; cancellation fee ${formatCents(facts.preview.feesKeptCents)} kept` : ''
  const refund = outcome.refundCents ? `; ${formatCents(outcome.refundCents)} refunded` : ''
  const charged = outcome.chargedCents ? `; ${formatCents(outcome.chargedCents)} paid online` : ''
  return `${date}: ${lines}, by ${row.fullName}; ${total}${fee}${refund}${charged}`
}

/** Who is told of each outcome: staff of what waits for them or what the site did, the couple of what stands. */
function targetsOf(deps: ChangeRowDeps, outcome: Outcome): TargetName[] {
  const record = deps.airtable ? [CHANGE_TARGETS.airtable] : []
  if (outcome.kind === 'requested') return [...record, CHANGE_TARGETS.couple, CHANGE_TARGETS.staff]
  if (outcome.kind === 'refused' && outcome.why === 'staff') return [...record, CHANGE_TARGETS.couple]
  return [...record, CHANGE_TARGETS.couple, CHANGE_TARGETS.staff]
}

/**
 * Queues a change's row in the caller's transaction, once per change and outcome: the record's fields and
 * the emails (changeTargets.ts). Answers the outbox row's id.
 */
export async function queueChange(
  deps: ChangeRowDeps,
  tx: Sql,
  row: ChangeRow<ChangeFacts>,
  outcome: Outcome,
  { nonce, now }: { nonce: string; now: number },
): Promise<number> {
  const facts = row.figures
  const fields: ChangeFields = {
    Record: row.recordId,
    Name: facts.name,
    Email: facts.email,
    'Event date': facts.eventDate,
    Link: `${deps.site}/quote/${quoteTokens(deps.secret).issue(row.recordId, nonce)}`,
    Change: row.id,
    Kind: outcome.kind,
    ...(outcome.why ? { Why: outcome.why } : {}),
    By: row.fullName,
    At: new Date(row.requestedAt).toISOString(),
    Lines: movedLines(facts)
      .map((line) => `${line.name} ${line.from} → ${line.to}`)
      .join('\n'),
    'Before Cents': facts.before.totalCents,
    'After Cents': facts.after.totalCents,
    'Fees Kept Cents': facts.preview.feesKeptCents,
    'Paid Cents': outcome.paidCents,
    'Left Cents': outcome.leftCents,
    'Refund Cents': outcome.refundCents ?? 0,
    'Charged Cents': outcome.chargedCents ?? 0,
    Items: facts.after.items,
    Note: noteOf(row, outcome, businessToday(now)),
    ...(outcome.short?.length ? { Short: outcome.short.join('\n') } : {}),
  }
  const accepted = await deps.store.accept(
    { table: CHANGE_TABLES.changes, submissionId: `change-${outcome.kind}-${row.id}`, fields: fields as never },
    targetsOf(deps, outcome),
    now,
    deps.giveUpMs,
    tx,
  )
  return accepted.id
}
