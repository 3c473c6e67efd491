/**
 * `pnpm inquiries`: the outbox (the database: server/data), newest first: each submission with its fields and, per
 * delivery, its state, attempts, last error and next try. `pnpm inquiries 5` limits the count;
 * `--json` prints JSON. `pnpm inquiries retry <id>` makes a submission's failed or waiting deliveries
 * due now and attempts them from this process (with the server's environment: AIRTABLE_TOKEN, SMTP_URL…).
 * `pnpm inquiries confirm <id>` and `cancel <id>` set a hire request's status offline (cli/statusCommand.ts).
 * `pnpm inquiries quote <id>` sends a Quoted request's quote link now and prints it (cli/quoteCommand.ts).
 * `pnpm inquiries accept <id>` and `decline <id>` decide a reservation (cli/reserveCommand.ts).
 * `pnpm inquiries change-approve <id>` and `change-refuse <id>` answer a booking's change (cli/changeCommand.ts).
 */
import { printUnmatched, runStatusCommand, statusOf } from './statusCommand.ts'
import { airtableQuoteRecords } from '../booking/airtableQuoteRecords.ts'
import { localQuoteRecords } from '../booking/localQuoteRecords.ts'
import { runQuoteCommand } from './quoteCommand.ts'
import { runReserveCommand } from './reserveCommand.ts'
import { localStockBase, runChangeCommand } from './changeCommand.ts'
import { bookingOutboxFromEnv, isBookingTarget } from '../booking/bookingOutbox.ts'
import { cancelBooking } from '../booking/cancelBooking.ts'
import { databaseFromEnv } from '../data/fromEnv.ts'
import { createStatusRows } from '../data/statuses.ts'
import { commandStart } from './commandStart.ts'
import { createOutboxFromEnv } from '../outbox/outboxFromEnv.ts'
import type { DeliveryRow } from '../outbox/outboxRows.ts'
import { createContentSource } from '../sanityForServer.ts'
import { storeOutboxFromEnv } from '../store/storeFromEnv.ts'
import { stripeFromEnv } from '../store/stripeClient.ts'

const { args, env, path, exit } = commandStart('No submissions yet')
// While the server runs on PGlite, this talks to it over its socket (data/openDatabase.ts).
const outbox = createOutboxFromEnv(env, undefined, 'command')
const statuses = createStatusRows(databaseFromEnv(env, 'command').sql)
/**
 * A selling server sends the store's emails from an outbox of their own (store/storeFromEnv.ts): the same
 * here, so they are listed as the server sees them and retried like the inquiry emails.
 */
const sanity = env.STRIPE_SECRET_KEY ? createContentSource(env, `http://localhost:${env.PORT}`).sanity : undefined
const store = sanity ? storeOutboxFromEnv(env, sanity, 'command').outbox : undefined
/** The booking's one outbox (booking/bookingOutbox.ts): payments, quote links, reminders, fresh-quote requests. */
const booking = sanity && bookingOutboxFromEnv(env, sanity, { role: 'command' })
const dispatcherOf = (target: DeliveryRow['target']) =>
  store && target === 'store-email'
    ? store.dispatcher
    : booking && isBookingTarget(target)
      ? booking.outbox.dispatcher
      : outbox.dispatcher
const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString())

function describe(delivery: DeliveryRow) {
  const parts = [`${delivery.target.padEnd(18)} ${delivery.state.padEnd(9)} attempts ${delivery.attempts}`]
  if (delivery.state === 'delivered')
    parts.push(`at ${delivery.deliveredAt}${delivery.result ? ` (${delivery.result})` : ''}`)
  if (delivery.state === 'pending') {
    const missing = dispatcherOf(delivery.target).notConfigured(delivery.target)
    const waiting = missing ? `waits in the outbox (${missing})` : `next try ${when(delivery.nextAttemptAt)}`
    parts.push(
      delivery.leaseUntil && delivery.leaseUntil > Date.now()
        ? `being attempted (lease until ${when(delivery.leaseUntil)})`
        : waiting,
    )
  }
  if (delivery.state === 'failed') parts.push(`gave up at ${when(delivery.giveUpAt)}`)
  if (delivery.lastError && delivery.state !== 'delivered') parts.push(`last error: ${delivery.lastError}`)
  return parts.join(' · ')
}

const stripe = booking ? stripeFromEnv(env) : undefined
const statusExit = await runStatusCommand(
  args,
  statuses,
  Boolean(env.AIRTABLE_TOKEN),
  booking && stripe ? (recordId) => cancelBooking({ stripe, sql: booking.flow.sql }, recordId) : undefined,
)
if (statusExit !== null) await exit(statusExit)
const status = await statusOf(statuses)

/** Attempts a submission's undelivered deliveries from this process, then prints each one's state. */
async function attemptAll(id: number) {
  const deliveriesOf = async () =>
    (await outbox.store.list(Number.MAX_SAFE_INTEGER)).find((entry) => entry.id === id)!.deliveries
  for (const delivery of await deliveriesOf()) {
    if (delivery.state === 'delivered') continue
    const outcome = await dispatcherOf(delivery.target).attemptNow(id, delivery.target)
    if (outcome === 'busy') console.log(`#${id} ${delivery.target}: another process is attempting it now`)
    if (outcome === 'not-configured')
      console.log(`#${id} ${delivery.target}: not configured here; due now for the server`)
  }
  for (const delivery of await deliveriesOf()) console.log(`#${id} ${describe(delivery)}`)
}

if (args[0] === 'quote') {
  const { sql } = databaseFromEnv(env, 'command')
  const records = env.AIRTABLE_TOKEN
    ? airtableQuoteRecords({
        token: env.AIRTABLE_TOKEN,
        baseId: env.AIRTABLE_BASE_ID ?? '',
        endpointUrl: env.AIRTABLE_ENDPOINT_URL,
      })
    : localQuoteRecords(sql)
  const { code, submission } = await runQuoteCommand(args[1], { flow: booking?.flow, records, statuses })
  if (submission !== undefined) await attemptAll(submission)
  await exit(code)
}

const decided = await runReserveCommand(args, booking?.flow)
if (decided) {
  if (decided.submission !== undefined) await attemptAll(decided.submission)
  await exit(decided.code)
}

const answered =
  sanity && booking
    ? await runChangeCommand(args, booking.flow, localStockBase(sanity, booking.flow, statuses))
    : await runChangeCommand(args, undefined, async () => undefined)
if (answered) {
  if (answered.submission !== undefined) await attemptAll(answered.submission)
  await exit(answered.code)
}

if (args[0] === 'retry') {
  const id = Number(args[1])
  const submission = Number.isInteger(id) ? await outbox.store.submission(id) : undefined
  if (!submission) {
    console.error(`No submission #${args[1] ?? ''}. Usage: pnpm inquiries retry <id> (the # shown by pnpm inquiries)`)
    await exit(1)
  }
  const reset = await outbox.store.retryNow(id, 72 * 60 * 60_000)
  if (!reset) console.log(`#${id}: every delivery was already delivered.`)
  await attemptAll(id)
  await exit(0)
}

const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 50)
const submissions = await outbox.store.list(limit)
if (args.includes('--json')) {
  console.log(JSON.stringify(submissions, null, 2))
} else if (!submissions.length) {
  console.log(`No submissions yet in ${path}.`)
} else {
  const { pending, delivered, failed } = await outbox.store.counts()
  console.log(`${path}: deliveries ${delivered} delivered, ${pending} pending, ${failed} failed\n`)
  await printUnmatched(statuses)
  for (const { id, submissionId, table, createdTime, fields, deliveries } of submissions) {
    const booking = table === 'Equipment Hire Requests' ? ` · ${status(id)}` : ''
    console.log(`#${id} ${table} · ${createdTime}${submissionId ? ` · ${submissionId}` : ''}${booking}`)
    for (const [name, value] of Object.entries(fields)) {
      const text = String(value).replace(/\n/g, '\n' + ' '.repeat(18))
      console.log(`  ${name.padEnd(15)} ${text}`)
    }
    for (const delivery of deliveries) console.log(`  → ${describe(delivery)}`)
    console.log('')
  }
}
await exit(0)
