import { airtableQuoteRecords } from '../../../src/server/booking/airtableQuoteRecords.ts'
import { airtableAccessFromEnv } from '../../../src/server/booking/airtableRecordTarget.ts'
import { bookingOutboxFromEnv } from '../../../src/server/booking/bookingOutbox.ts'
import { localQuoteRecords } from '../../../src/server/booking/localQuoteRecords.ts'
import { withReservedRecords } from '../../../src/server/booking/reservedRecordIds.ts'
import type { ServerEnv } from '../../../src/server/env.ts'
import { decideReservation } from '../../../src/server/reserve/decideReservation.ts'
import { reservationRound } from '../../../src/server/reserve/reserveWatch.ts'
import type { ContentSource } from '../../../src/server/sanityForServer.ts'
import { stripeFromEnv } from '../../../src/server/store/stripeClient.ts'

/**
 * What the two-instance Reserve now test asks of one instance (instanceServer.ts with RESERVE_CONTROLS=1),
 * when it asks, so both instances can be made to act at the same moment:
 * - `POST /__reserve/round`: the reservation round (reserve/reserveWatch.ts, the one the quote watcher runs)
 *   now, without the watcher's lease, as two instances both run it when a lease runs out mid-round;
 *   answers what it decided.
 * - `POST /__reserve/decide?record=&action=accept|decline`: a decision as `pnpm inquiries accept|decline`
 *   makes it (decideReservation); answers `{ moved }`.
 * Over a booking outbox of the process's own, started here as the command's is: another dispatcher on the
 * same database, which makes the exactly-once claims harder, not easier.
 */
export function reserveControls(env: ServerEnv, content: ContentSource) {
  const stripe = stripeFromEnv(env)!
  const { outbox, flow } = bookingOutboxFromEnv(env, content.sanity, { stripe })!
  void outbox.start()
  const access = airtableAccessFromEnv(env)
  const round = reservationRound({
    deps: flow,
    records: access && withReservedRecords(flow.sql, airtableQuoteRecords(access), localQuoteRecords(flow.sql)),
    stripe,
  })
  return (request: Request): Promise<Response> | undefined => {
    const url = new URL(request.url)
    if (request.method !== 'POST') return undefined
    if (url.pathname === '/__reserve/round') return round().then((decided) => Response.json(decided))
    if (url.pathname !== '/__reserve/decide') return undefined
    const action = url.searchParams.get('action') === 'accept' ? 'accept' : 'decline'
    const record = url.searchParams.get('record') ?? ''
    return decideReservation(flow, record, action, `test: ${action} on ${process.pid}`).then((queued) =>
      Response.json({ moved: queued !== undefined }),
    )
  }
}
