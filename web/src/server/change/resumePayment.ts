import type Stripe from 'stripe'
import type { ChangeAnswer, ChangeRefusal } from '../../booking/changeView.ts'
import { openChange } from '../data/bookingChanges.ts'
import type { Sql } from '../data/sql.ts'
import type { Loaded, Refusal } from '../booking/quoteService.ts'
import type { Answered } from './changeAnswers.ts'
import { dropChange } from './changePayment.ts'

export type ResumeDeps = {
  sql: Sql
  load: (token: string) => Promise<Loaded | Refusal>
  stripe: Pick<Stripe, 'checkout'>
  now: () => number
}

const refused = (message: string): { status: 409; body: ChangeRefusal } => ({
  status: 409,
  body: { error: 'closed', message, lines: [] },
})

/**
 * "Pay the difference" again (decision 0033): a couple who left Stripe's page while their change waits for
 * payment goes back to the same Checkout Session while it is open. One already paid goes to the page's
 * return address, which settles it as the couple's return does; one that ended unpaid drops the change
 * at once, the booking as it was. No new session is opened here, so a difference is never asked for twice.
 */
export async function resumePayment(deps: ResumeDeps, token: string): Promise<Answered<ChangeAnswer>> {
  const loaded = await deps.load(token)
  if (!('view' in loaded)) return loaded
  const change = await openChange(deps.sql, loaded.quote.recordId)
  if (change?.state !== 'paying' || !change.sessionId)
    return refused('No change of your booking is waiting for a payment.')
  const session = await deps.stripe.checkout.sessions.retrieve(change.sessionId)
  if (session.status === 'open' && session.url) return { status: 200, body: { outcome: 'pay', url: session.url } }
  if (session.status === 'complete' && session.success_url)
    return {
      status: 200,
      body: { outcome: 'pay', url: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) },
    }
  await dropChange(deps.sql, change.sessionId, change.id, deps.now())
  return refused(
    'That payment page has ended, so the change was not made and your booking stands as it was. You can send the change again.',
  )
}
