import type { BookingStatus } from '../../availability/holds.ts'
import type { StatusRows } from '../data/statuses.ts'

const COMMANDS: Record<string, BookingStatus> = { confirm: 'Confirmed', cancel: 'Cancelled', complete: 'Completed' }

/** What cancelling a hire request does to its booking online (booking/cancelBooking.ts), as the command reports it. */
export type CancelQuote = (recordId: string) => Promise<{ quote: boolean; expired: number; open: number }>

/**
 * `pnpm inquiries confirm <id>`, `cancel <id>` and `complete <id>`: a hire request's status in the local
 * store (no AIRTABLE_TOKEN), as staff set `Status` in Airtable. A Confirmed request holds its items on
 * its date; the site shows it within AVAILABILITY_MAX_AGE_MS. A cancelled one's quote is cancelled with
 * `cancelQuote` (its open payment pages closed, a payment still landing refunded), as the quote watcher
 * does for Airtable's. Returns the exit code, or null when the arguments are not a status command.
 */
export async function runStatusCommand(
  args: readonly string[],
  statuses: StatusRows,
  airtable: boolean,
  cancelQuote?: CancelQuote,
): Promise<number | null> {
  const status = COMMANDS[args[0] ?? '']
  if (!status) return null
  const id = Number(args[1])
  if (airtable)
    console.log(
      'AIRTABLE_TOKEN is set: the site reads Status from Airtable. Set it there; this changes the local store only.',
    )
  if (!Number.isInteger(id) || !(await statuses.set(id, status))) {
    console.error(
      `No hire request #${args[1] ?? ''}. Usage: pnpm inquiries ${args[0]} <id> (the # shown by pnpm inquiries)`,
    )
    return 1
  }
  console.log(`#${id} is now ${status}.`)
  if (status === 'Cancelled' && cancelQuote && !airtable) {
    const done = await cancelQuote(String(id))
    if (done.quote)
      console.log(
        `Its quote is cancelled: ${done.expired} open payment page(s) closed${done.open ? `, ${done.open} Stripe would not close (a payment on it is refunded)` : ''}.`,
      )
  }
  return 0
}

/** The status line `pnpm inquiries` prints under a hire request. */
export async function statusOf(statuses: StatusRows) {
  const all = await statuses.all()
  return (id: number) => all.get(id) ?? 'New'
}

/**
 * What the last availability read found in Confirmed requests for staff to fix: lines that match no
 * product, and requests whose Date of event is not YYYY-MM-DD (they hold nothing at all until fixed).
 */
export async function printUnmatched(statuses: StatusRows) {
  const lines = await statuses.unmatched()
  if (lines.length) {
    console.log(
      `Lines of Confirmed requests that match no product (they hold nothing until fixed; read ${lines[0]!.seenAt}):`,
    )
    for (const { ref, line, reason } of lines) console.log(`  ${ref}: "${line}" (${reason})`)
    console.log('')
  }
  const undated = await statuses.undated()
  if (undated.length) {
    console.log(
      `Confirmed requests whose Date of event is not YYYY-MM-DD (they hold nothing until fixed; read ${undated[0]!.seenAt}):`,
    )
    for (const { ref, eventDate } of undated) console.log(`  ${ref}: "${eventDate}"`)
    console.log('')
  }
}
