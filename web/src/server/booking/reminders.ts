import { dayNumber, isoDay } from '../../availability/calendarDay.ts'
import { businessToday } from '../../lib/time/businessDay.ts'
import { quoteByRecord, standingAcceptance } from '../data/bookings.ts'
import { quotesDueForReminder, recordEmail } from '../data/bookingEmails.ts'
import { coupleOfQuote } from '../data/bookingReminders.ts'
import { quoteTokens } from '../data/quoteToken.ts'
import { bookingFigures } from './bookingState.ts'
import type { AcceptedFigures } from './quoteViewOf.ts'
import type { QuoteFlow } from './quoteWatcher.ts'
import { QUOTE_FLOW_TABLES, QUOTE_FLOW_TARGETS } from './quoteWatcherTables.ts'
import { bookingRow, type ReminderFields } from './rowFields.ts'

const SENT_BEFORE = new Error('sent before')

/** `reminder-before` from `balanceReminderDays` before the due day, `reminder-due` from the due day on. */
export type ReminderKind = ReminderFields['Kind']

export function reminderDue(dueDate: string, reminderDays: number, today: string): ReminderKind | undefined {
  if (today >= dueDate) return 'reminder-due'
  const from = dayNumber(dueDate)
  if (from !== null && today >= isoDay(from - reminderDays)) return 'reminder-before'
  return undefined
}

/**
 * Still a balance to pay on a record, from its payments (less what was refunded) and the figures the
 * couple accepted; none on a cancelled booking, nor before a deposit was accepted and paid.
 */
export async function balanceDue(flow: Pick<QuoteFlow, 'sql'>, recordId: string): Promise<number> {
  if ((await quoteByRecord(flow.sql, recordId))?.state === 'cancelled') return 0
  if (!(await standingAcceptance(flow.sql, recordId))) return 0
  const figures = await bookingFigures(flow.sql, recordId)
  return figures.confirmed ? figures.left : 0
}

/**
 * The balance reminders due today, queued once each: a periodic scan (by the quote watcher's lease
 * holder) of the confirmed quotes with a balance left. The `booking_emails` row (one per kind and
 * quote) and the outbox row are written in one transaction, so a restart, a second instance or a
 * second scan never sends one twice, and a stop over the day is caught up at the next start. A quote
 * paid in full is skipped, here and again when its email is attempted. A "days before" reminder not
 * sent before the due day is dropped: the due-day one says the same.
 */
export async function queueDueReminders(flow: QuoteFlow): Promise<number> {
  const now = (flow.now ?? Date.now)()
  const today = businessToday(now)
  const { balanceReminderDays } = await flow.settings()
  let queued = 0
  for (const quote of await quotesDueForReminder(flow.sql)) {
    const accepted = await standingAcceptance<AcceptedFigures>(flow.sql, quote.recordId)
    if (!accepted) continue
    const dueDate = accepted.figures.balanceDueDate
    const kind = reminderDue(dueDate, balanceReminderDays, today)
    if (!kind || quote.sent.includes(kind)) continue
    const [left, couple] = await Promise.all([
      balanceDue(flow, quote.recordId),
      coupleOfQuote(flow.sql, quote.recordId),
    ])
    if (left <= 0) continue
    if (!couple) {
      ;(flow.log ?? console.log)(`[booking] no email address for ${quote.recordId}: its balance reminder cannot go`)
      continue
    }
    const link = `${flow.site}/quote/${quoteTokens(flow.secret).issue(quote.recordId, quote.nonce)}`
    const fields: ReminderFields = {
      Record: quote.recordId,
      Name: accepted.fullName || couple.name,
      Email: couple.email,
      'Event date': accepted.figures.eventDate,
      'Quote Link': link,
      'Balance Cents': left,
      'Balance Due': dueDate,
      Kind: kind,
    }
    // The email's row and its kind's once-only row commit together, or neither does.
    await flow.store.prepare([QUOTE_FLOW_TARGETS.couple])
    const sent = await flow.sql
      .transaction(async (tx) => {
        const row = await flow.store.accept(
          bookingRow(QUOTE_FLOW_TABLES.reminders, `${kind}-${quote.recordId}`, fields),
          [QUOTE_FLOW_TARGETS.couple],
          now,
          flow.giveUpMs,
          tx,
        )
        if (!(await recordEmail(tx, { recordId: quote.recordId, kind, now, submission: row.id }))) throw SENT_BEFORE
        return true
      })
      .catch((error: unknown) => (error === SENT_BEFORE ? false : Promise.reject(error)))
    if (sent) queued++
  }
  if (queued) void flow.kick()
  return queued
}
