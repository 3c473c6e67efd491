/**
 * `pnpm store`: the store's orders (the database: server/data), newest first, each with its buyer, guide, amount, the
 * downloads used and left, when its 7 days end, and any refund. `pnpm store 5` limits the count; `--json`
 * prints JSON. `pnpm store reset <order id>` gives an order a fresh allowance (5 downloads, 7 days from
 * now) and emails the buyer a link to it, at once with the server's environment (STRIPE_SECRET_KEY,
 * PUBLIC_SITE_URL, SMTP_URL…), else the running server sends it. A refunded order stays ended.
 */
import { databaseFromEnv } from '../data/fromEnv.ts'
import { orderNumber } from '../email/storeEmails.ts'
import { commandStart } from './commandStart.ts'
import { createOutboxStore } from '../outbox/outboxRows.ts'
import { DEFAULT_RETRY } from '../outbox/retryPolicy.ts'
import { createContentSource } from '../sanityForServer.ts'
import { formatCents } from '../../pricing/money.ts'
import { accessOf, DOWNLOADS_PER_ORDER } from '../store/orderState.ts'
import { createOrders, type Order } from '../store/orders.ts'
import { storeOutboxFromEnv } from '../store/storeFromEnv.ts'

const { args, env, path, exit } = commandStart('No orders yet')
// With the store's keys, the server's own outbox and email target; without them the orders can still be read.
const selling = env.STRIPE_SECRET_KEY
  ? storeOutboxFromEnv(env, createContentSource(env, `http://localhost:${env.PORT}`).sanity, 'command')
  : undefined
const orders =
  selling?.orders ??
  (() => {
    const { sql, jobs } = databaseFromEnv(env, 'command')
    return createOrders(
      sql,
      { store: createOutboxStore(sql, jobs), dispatcher: { kick: () => {} } },
      DEFAULT_RETRY.giveUpMs,
    )
  })()

const summary = (order: Order) => {
  const { downloadsUsed, endsAt, refundedCents, refunded } = order.allowance
  return {
    order: order.id,
    number: orderNumber(order),
    createdTime: order.createdTime,
    email: order.email,
    product: order.product,
    amount: formatCents(order.amountCents),
    access: accessOf(order.allowance),
    downloadsUsed,
    downloadsLeft: Math.max(0, DOWNLOADS_PER_ORDER - downloadsUsed),
    endsAt: new Date(endsAt).toISOString(),
    refund: refunded ? 'full' : refundedCents > 0 ? 'partial' : 'none',
    refunded: formatCents(refundedCents),
  }
}

if (args[0] === 'reset') {
  const id = Number(args[1])
  const order = Number.isInteger(id) ? await orders.order(id) : undefined
  if (!order) {
    console.error(`No order #${args[1] ?? ''}. Usage: pnpm store reset <order id> (the # shown by pnpm store)`)
    await exit(1)
  }
  const email = await orders.renewAllowance(order!)
  if (email === undefined) {
    console.error(`#${id} ${orderNumber(order!)} was refunded in full: its links stay ended.`)
    await exit(1)
  }
  const renewed = summary((await orders.order(id))!)
  console.log(`#${id} ${renewed.number}: ${renewed.downloadsLeft} downloads until ${renewed.endsAt}.`)
  const sent = selling ? await selling.outbox.dispatcher.attemptNow(email!, 'store-email') : 'not-configured'
  const delivery = await selling?.outbox.store.delivery(email!, 'store-email')
  console.log(
    delivery?.state === 'delivered'
      ? `Emailed a link to ${order!.email}.`
      : `A link to ${order!.email} waits in the outbox (${sent === 'not-configured' ? 'sent by the server' : (delivery?.lastError ?? sent)}); pnpm inquiries shows it.`,
  )
  await exit(0)
}

const limit = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 50)
const listed = (await orders.list(limit)).map(summary)
if (args.includes('--json')) {
  console.log(JSON.stringify(listed, null, 2))
} else if (!listed.length) {
  console.log(`No orders yet in ${path}.`)
} else {
  console.log(`${path}: the newest ${listed.length} orders\n`)
  for (const order of listed) {
    console.log(`#${order.order} ${order.number} · ${order.createdTime} · ${order.email}`)
    console.log(`  ${order.product}, ${order.amount} · ${order.access}`)
    console.log(`  downloads ${order.downloadsUsed} used, ${order.downloadsLeft} left · until ${order.endsAt}`)
    if (order.refund !== 'none') console.log(`  refunded ${order.refunded} (${order.refund})`)
    console.log('')
  }
}
await exit(0)
