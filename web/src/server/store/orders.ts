import { createOrderRows } from '../data/orders.ts'
import type { Sql } from '../data/sql.ts'
import type { OutboxStore, StoredSubmission } from '../outbox/outboxRows.ts'
import type { DownloadLink } from './downloadToken.ts'
import { ALLOWANCE_MS, DOWNLOADS_PER_ORDER, type Allowance } from './orderState.ts'
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
 * Orders and downloads over the database (data/orders.ts). An order is stored once per session however
 * many instances fulfil it at once: the outbox's unique submission id keeps one row, and its receipt is
 * in the same transaction.
 */
export function createOrders(
  sql: Sql,
  outbox: { store: OutboxStore; dispatcher: { kick: () => unknown } },
  giveUpMs: number,
) {
  const state = createOrderRows(sql, { downloadsPerOrder: DOWNLOADS_PER_ORDER, allowanceMs: ALLOWANCE_MS })

  const order = async (id: number): Promise<Order | undefined> => {
    const submission = await outbox.store.submission(id)
    if (submission?.table !== STORE_TABLES.orders) return undefined
    return orderOf(submission, await state.allowance(id, submission.createdTime))
  }
  const first = async (id: number | undefined) => (id === undefined ? undefined : order(id))
  const all = async (ids: number[]) => (await Promise.all(ids.map(order))).filter((found) => !!found)

  const queueEmail = async (
    table: (typeof STORE_TABLES)['linkEmails' | 'refundEmails'],
    submissionId: string,
    fields: Record<string, string | number>,
    now: number,
  ) => {
    const { id } = await outbox.store.accept({ table, submissionId, fields }, ['store-email'], now, giveUpMs)
    void outbox.dispatcher.kick()
    return id
  }

  return {
    /** Stores the order and its receipt email in one transaction, once per session: `created` is false for a repeat. */
    async fulfil(newOrder: NewOrder, now = Date.now()): Promise<{ id: number; created: boolean }> {
      // A replay whose fields differ (a product renamed since) is still the same order, not a new one.
      const existing = await state.bySession(newOrder.sessionId)
      if (existing !== undefined) return { id: existing, created: false }
      const accepted = await outbox.store.accept(
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
      void outbox.dispatcher.kick()
      return { id: accepted.id, created: accepted.created }
    },

    order,

    /** The order a download link names: its id, or for a link made before an import, the order it was made for. */
    async forLink(link: DownloadLink): Promise<Order | undefined> {
      return first(link.legacy ? await state.linkOrder(link.order, link.file, link.expiresAt) : link.order)
    },

    /** The order a Checkout Session became, from the database alone. */
    bySession: async (sessionId: string) => first(await state.bySession(sessionId)),

    byPaymentIntent: async (paymentIntent: string) => first(await state.byPaymentIntent(paymentIntent)),

    ordersFor: async (email: string): Promise<Order[]> => all(await state.byEmail(email)),

    /** Newest first, for `pnpm store`. */
    list: async (limit: number): Promise<Order[]> => all(await state.newest(limit)),

    /** Spends one of the order's downloads, whichever link asked; false when its allowance does not allow it. */
    countDownload: (target: Order, now = Date.now()) => state.spend(target.id, now),

    /**
     * Staff's fresh allowance (`pnpm store reset`), and an email to the buyer with a link to it: the id of
     * that email's submission, or undefined for a refunded order, which stays ended.
     */
    async renewAllowance(target: Order, now = Date.now()): Promise<number | undefined> {
      if (!(await state.renew(target.id, now))) return undefined
      const fields = { Order: target.id, Email: target.email }
      return queueEmail(STORE_TABLES.linkEmails, `renew-${target.id}-${now}`, fields, now)
    },

    /**
     * Records Stripe's refunded total for the order and tells the buyer, once per amount however often the
     * event comes. Returns whether this event changed anything.
     */
    async recordRefund(target: Order, refundedCents: number, full: boolean, now = Date.now()): Promise<boolean> {
      const changed = await state.refund(target.id, refundedCents, full, now)
      // A replay of the latest refund queues again (its id keeps it one email), so a crash between the two
      // steps loses nothing; an older event arriving late tells the buyer nothing stale.
      const recorded = await state.allowance(target.id, target.createdTime)
      if (recorded.refundedCents !== refundedCents || recorded.refunded !== full) return changed
      await queueEmail(
        STORE_TABLES.refundEmails,
        `refund-${target.id}-${refundedCents}${full ? '-full' : ''}`,
        { Order: target.id, Email: target.email, Refunded: refundedCents, Full: full ? 'yes' : 'no' },
        now,
      )
      return changed
    },

    /** Queues an email with a link to the order's allowance; repeats within 10 minutes are one email. */
    async sendFreshLink(target: Order, now = Date.now()) {
      if (target.allowance.refunded) return
      const window = Math.floor(now / LINK_EMAIL_WINDOW_MS)
      await queueEmail(
        STORE_TABLES.linkEmails,
        `link-${target.id}-${window}`,
        { Order: target.id, Email: target.email },
        now,
      )
    },
  }
}

export type Orders = ReturnType<typeof createOrders>
