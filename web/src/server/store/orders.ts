import type { DatabaseSync } from 'node:sqlite'
import type { Outbox } from '../outbox/outbox.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import { DOWNLOADS_PER_LINK, type DownloadLink } from './downloadToken.ts'
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
  /** The site's origin the buyer paid on, for the links in the emails. */
  site: string
  createdTime: string
}

export type NewOrder = Omit<Order, 'id' | 'createdTime'>

const orderOf = (submission: StoredSubmission): Order => {
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
    createdTime: submission.createdTime,
  }
}

/** A fresh-link email for the same order within this window is the same email (the outbox keeps one). */
const LINK_EMAIL_WINDOW_MS = 10 * 60_000

/**
 * Orders and downloads over the outbox database. node:sqlite is synchronous, so `fulfil`'s look-up and
 * insert run without a gap in this process; across processes the outbox's BEGIN IMMEDIATE and unique
 * submission id keep one row per session.
 */
export function createOrders(db: DatabaseSync, outbox: Pick<Outbox, 'store' | 'dispatcher'>, giveUpMs: number) {
  db.exec(`CREATE TABLE IF NOT EXISTS store_downloads (
    link TEXT PRIMARY KEY,
    submission INTEGER NOT NULL REFERENCES submissions (id),
    count INTEGER NOT NULL,
    last_at TEXT NOT NULL
  )`)
  db.exec(`CREATE INDEX IF NOT EXISTS store_orders_by_email ON submissions (lower(json_extract(fields, '$.Email')))
    WHERE table_name = '${STORE_TABLES.orders}'`)
  const bySession = db.prepare('SELECT id FROM submissions WHERE submission_id = ?')
  const byEmail = db.prepare(`SELECT id FROM submissions WHERE table_name = '${STORE_TABLES.orders}'
    AND lower(json_extract(fields, '$.Email')) = lower(?) ORDER BY id DESC LIMIT 20`)
  const countOne = db.prepare(`INSERT INTO store_downloads (link, submission, count, last_at) VALUES (?, ?, 1, ?)
    ON CONFLICT (link) DO UPDATE SET count = count + 1, last_at = excluded.last_at WHERE count < ${DOWNLOADS_PER_LINK}
    RETURNING count`)

  const order = (id: number): Order | undefined => {
    const submission = outbox.store.submission(id)
    return submission?.table === STORE_TABLES.orders ? orderOf(submission) : undefined
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

    ordersFor: (email: string): Order[] =>
      (byEmail.all(email) as Array<{ id: number }>).map((row) => order(row.id)).filter((found) => !!found),

    /** Counts one download on a link; false once it has had DOWNLOADS_PER_LINK. */
    countDownload(link: DownloadLink, now = Date.now()): boolean {
      return countOne.get(link.nonce, link.order, new Date(now).toISOString()) !== undefined
    },

    /** Queues an email with a fresh link to the order's buyer; repeats within 10 minutes are one email. */
    sendFreshLink(target: Order, now = Date.now()) {
      const window = Math.floor(now / LINK_EMAIL_WINDOW_MS)
      outbox.store.accept(
        {
          table: STORE_TABLES.linkEmails,
          submissionId: `link-${target.id}-${window}`,
          fields: { Order: target.id, Email: target.email },
        },
        ['store-email'],
        now,
        giveUpMs,
      )
      outbox.dispatcher.kick()
    },
  }
}

export type Orders = ReturnType<typeof createOrders>
