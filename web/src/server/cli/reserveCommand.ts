import type { QuoteFlow } from '../booking/quoteWatcher.ts'
import { decideReservation } from '../reserve/decideReservation.ts'
import { reservationOf } from '../reserve/reservations.ts'

const ACTIONS = { accept: 'accept', decline: 'decline' } as const

/**
 * `pnpm inquiries accept <id>` and `decline <id>`: staff's decision on a reservation (decision 0032), as
 * setting Status to Confirmed or Declined in Airtable does: accept captures the held deposit, decline
 * releases the hold and emails the couple. Returns null when the arguments are not this command, else
 * the exit code and the decision's outbox row, for the caller to attempt at once.
 */
export async function runReserveCommand(
  args: readonly string[],
  flow: QuoteFlow | undefined,
): Promise<{ code: number; submission?: number } | null> {
  const action = ACTIONS[args[0] as keyof typeof ACTIONS]
  if (!action) return null
  const id = args[1] ?? ''
  if (!flow) {
    console.error('Reservations need booking online: set STRIPE_SECRET_KEY and PUBLIC_SITE_URL as the server has them.')
    return { code: 1 }
  }
  const reservation = /^\d{1,12}$/.test(id) ? await reservationOf(flow.sql, id) : undefined
  if (!reservation) {
    console.error(`No reservation #${id}. Usage: pnpm inquiries ${action} <id> (the # shown by pnpm inquiries)`)
    return { code: 1 }
  }
  const submission = await decideReservation(flow, id, action, `staff: pnpm inquiries ${action}`)
  if (submission === undefined) {
    console.error(`#${id} is not waiting for a decision (it is ${reservation.state}): nothing changed.`)
    return { code: 1 }
  }
  console.log(
    action === 'accept'
      ? `#${id} is accepted: the deposit is being taken, then the couple gets their confirmation and tax invoice.`
      : `#${id} is declined: the hold on the card is being released and the couple is told.`,
  )
  return { code: 0, submission }
}
