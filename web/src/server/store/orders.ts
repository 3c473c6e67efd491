import type { DatabaseSync } from 'node:sqlite'
import type { OutboxStore } from '../outbox/outboxStore.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import { createOrderState, type Allowance } from './orderState.ts'
import { STORE_TABLES } from './storeTables.ts'

/** An order as stored: the fields are fixed by the paid session, so a replay would store the very same. */
export type Order = {
  id: number
  sessionId: string
  storeProduct: string
  product: string
  file: string
  email: string
  amountCents: number
  currency: string
  /** The site's origin the buyer paid on, a record only: emailed links use PUBLIC_SITE_URL (siteOrigin.ts). */
  site: string
  /** Stripe's PaymentIntent of the session, which a refund names; orders stored before it was kept have none. */
  paymentIntent?: string
  createdTime: string
  allowance: Allowance
}

export type NewOrder = Omit<Order, 'id' | 'createdTime' | 'allowance'>

const orderOf = (submission: StoredSubmission, allowance: Allowance): Order => {
  const f = submission.fields
  return {
    id: submission.id,
    sessionId: String(f.Session),
    storeProduct: String(f['Store Product']),
    product: String(f.Product),
    file: String(f['Guide File']),
    email: String(f.Email),
    amountCents: Number(f.Amount),
    currency: String(f.Currency),
    site: String(f.Site),
    ...(f['Payment Intent'] ? { paymentIntent: String(f['Payment Intent']) } : {}),
    createdTime: submission.createdTime,
    allowance,
  }
}

/** A fresh-link email for the same order within this window is the same email (the outbox keeps one). */
const LINK_EMAIL_WINDOW_MS = 10 * 60_000

/**
 * Orders and downloads over the outbox database. node:sqlite is synchronous, so `fulfil`'s look-up and
 * insert run without a gap in this process; across processes the outbox's BEGIN IMMEDIATE and unique
 * submission id keep one row per session.
 */
export function createOrders(
  db: DatabaseSync,
  outbox: { store: OutboxStore; dispatcher: { kick: () => void } },
  giveUpMs: number,
) {
  const state = createOrderState(db)
  db.exec(`CREATE INDEX IF NOT EXISTS store_orders_by_email ON submissions (lower(json_extract(fields, '$.Email')))
    WHERE table_name = '${STORE_TABLES.orders}'`)
  db.exec(`CREATE INDEX IF NOT EXISTS store_orders_by_intent ON submissions (json_extract(fields, '$."Payment Intent"'))
    WHERE table_name = '${STORE_TABLES.orders}'`)
  const bySession = db.prepare('SELECT id FROM submissions WHERE submission_id = ?')
  const byEmail = db.prepare(`SELECT id FROM submissions WHERE table_name = '${STORE_TABLES.orders}'
    AND lower(json_extract(fields, '$.Email')) = lower(?) ORDER BY id DESC LIMIT 20`)
  const byIntent = db.prepare(`SELECT id FROM submissions WHERE table_name = '${STORE_TABLES.orders}'
    AND json_extract(fields, '$."Payment Intent"') = ?`)
  const newest = db.prepare(`SELECT id FROM submissions WHERE table_name = '${STORE_TABLES.orders}'
    ORDER BY id DESC LIMIT ?`)

  const order = (id: number): Order | undefined => {
    const submission = outbox.store.submission(id)
    if (submission?.table !== STORE_TABLES.orders) return undefined
    return orderOf(submission, state.allowance(id, submission.createdTime))
  }
  const first = (row: unknown) => (row ? order((row as { id: number }).id) : undefined)

  const queueEmail = (
    table: (typeof STORE_TABLES)['linkEmails' | 'refundEmails'],
    submissionId: string,
    fields: Record<string, string | number>,
    now: number,
  ) => {
    const { id } = outbox.store.accept({ table, submissionId, fields }, ['store-email'], now, giveUpMs)
    outbox.dispatcher.kick()
    return id
  }

  return {
    /** Stores the order and its receipt email in one transaction, once per session: `created` is false for a repeat. */
    fulfil(newOrder: NewOrder, now = Date.now()): { id: number; created: boolean } {
      const existing = bySession.get(newOrder.sessionId) as { id: number } | undefined
      if (existing) return { id: existing.id, created: false }
      const accepted = outbox.store.accept(
        {
          table: STORE_TABLES.orders,
          submissionId: newOrder.sessionId,
          fields: {
            Session: newOrder.sessionId,
            'Store Product': newOrder.storeProduct,
            Product: newOrder.product,
            'Guide File': newOrder.file,
            Email: newOrder.email,
            Amount: newOrder.amountCents,
            Currency: newOrder.currency,
            Site: newOrder.site,
            ...(newOrder.paymentIntent ? { 'Payment Intent': newOrder.paymentIntent } : {}),
          },
        },
        ['store-email'],
        now,
        giveUpMs,
      )
      outbox.dispatcher.kick()
      return { id: accepted.id, created: accepted.created }
    },

    order,

    /** The order a Checkout Session became, from the database alone. */
    bySession: (sessionId: string) => first(bySession.get(sessionId)),

    byPaymentIntent: (paymentIntent: string) => first(byIntent.get(paymentIntent)),

    ordersFor: (email: string): Order[] =>
      (byEmail.all(email) as Array<{ id: number }>).map((row) => order(row.id)).filter((found) => !!found),

    /** Newest first, for `pnpm store`. */
    list: (limit: number): Order[] =>
      (newest.all(limit) as Array<{ id: number }>).map((row) => order(row.id)).filter((found) => !!found),

    /** Spends one of the order's downloads, whichever link asked; false when its allowance does not allow it. */
    countDownload: (target: Order, now = Date.now()) => state.spend(target.id, now),

    /**
     * Staff's fresh allowance (`pnpm store reset`), and an email to the buyer with a link to it: the id of
     * that email's submission, or undefined for a refunded order, which stays ended.
     */
    renewAllowance(target: Order, now = Date.now()): number | undefined {
      if (!state.renew(target.id, now)) return undefined
      const fields = { Order: target.id, Email: target.email }
      return queueEmail(STORE_TABLES.linkEmails, `renew-${target.id}-${now}`, fields, now)
    },

    /**
     * Records Stripe's refunded total for the order and tells the buyer, once per amount however often the
     * event comes. Returns whether this event changed anything.
     */
    recordRefund(target: Order, refundedCents: number, full: boolean, now = Date.now()): boolean {
      const changed = state.refund(target.id, refundedCents, full, now)
      // A replay of the latest refund queues again (its id keeps it one email), so a crash between the two
      // steps loses nothing; an older event arriving late tells the buyer nothing stale.
      const recorded = state.allowance(target.id, target.createdTime)
      if (recorded.refundedCents !== refundedCents || recorded.refunded !== full) return changed
      queueEmail(
        STORE_TABLES.refundEmails,
        `refund-${target.id}-${refundedCents}${full ? '-full' : ''}`,
        { Order: target.id, Email: target.email, Refunded: refundedCents, Full: full ? 'yes' : 'no' },
        now,
      )
      return changed
    },

    /** Queues an email with a link to the order's allowance; repeats within 10 minutes are one email. */
    sendFreshLink(target: Order, now = Date.now()) {
      if (target.allowance.refunded) return
      const window = Math.floor(now / LINK_EMAIL_WINDOW_MS)
      queueEmail(STORE_TABLES.linkEmails, `link-${target.id}-${window}`, { Order: target.id, Email: target.email }, now)
    },
  }
}

export type Orders = ReturnType<typeof createOrders>
