import type { DatabaseSync } from 'node:sqlite'

/** An order's downloads: 5 over 7 days, shared by every link of the order (docs/decisions/0017). */
export const DOWNLOADS_PER_ORDER = 5
export const ALLOWANCE_MS = 7 * 24 * 60 * 60 * 1000

/** What an order may still do, and what Stripe says was refunded of it. */
export type Allowance = {
  downloadsUsed: number
  /** Milliseconds since the epoch: 7 days after the order was stored, or after staff renewed it. */
  endsAt: number
  refundedCents: number
  /** A full refund ends every link of the order for good. */
  refunded: boolean
}

export type Access = 'open' | 'used' | 'expired' | 'refunded'

export const accessOf = (allowance: Allowance, now = Date.now()): Access =>
  allowance.refunded
    ? 'refunded'
    : now > allowance.endsAt
      ? 'expired'
      : allowance.downloadsUsed >= DOWNLOADS_PER_ORDER
        ? 'used'
        : 'open'

type StateRow = { downloads_used: number; ends_at: number; refunded_cents: number; refunded: number }

/**
 * One row per order beside its submission: the allowance and the refund. Each change is one statement, so
 * two processes on the file cannot spend the same download twice or undo each other's refund.
 */
export function createOrderState(db: DatabaseSync) {
  db.exec(`CREATE TABLE IF NOT EXISTS store_order_state (
    submission INTEGER PRIMARY KEY REFERENCES submissions (id),
    downloads_used INTEGER NOT NULL,
    ends_at INTEGER NOT NULL,
    refunded_cents INTEGER NOT NULL DEFAULT 0,
    refunded INTEGER NOT NULL DEFAULT 0,
    refunded_at TEXT
  )`)
  // Before allowances belonged to the order, each link counted its own downloads here: an older order
  // starts its allowance with what its links already used.
  db.exec(`CREATE TABLE IF NOT EXISTS store_downloads (
    link TEXT PRIMARY KEY,
    submission INTEGER NOT NULL REFERENCES submissions (id),
    count INTEGER NOT NULL,
    last_at TEXT NOT NULL
  )`)
  const make = db.prepare(`INSERT INTO store_order_state (submission, downloads_used, ends_at)
    VALUES (?, min(${DOWNLOADS_PER_ORDER}, (SELECT coalesce(sum(count), 0) FROM store_downloads WHERE submission = ?)), ?)
    ON CONFLICT (submission) DO NOTHING`)
  const read = db.prepare(
    'SELECT downloads_used, ends_at, refunded_cents, refunded FROM store_order_state WHERE submission = ?',
  )
  const spend = db.prepare(`UPDATE store_order_state SET downloads_used = downloads_used + 1
    WHERE submission = ? AND downloads_used < ${DOWNLOADS_PER_ORDER} AND ends_at >= ? AND refunded = 0`)
  const renew = db.prepare(
    'UPDATE store_order_state SET downloads_used = 0, ends_at = ? WHERE submission = ? AND refunded = 0',
  )
  const refund = db.prepare(`UPDATE store_order_state
    SET refunded_cents = max(refunded_cents, ?), refunded = max(refunded, ?), refunded_at = ?
    WHERE submission = ? AND (refunded_cents < ? OR refunded < ?)`)

  return {
    /** The order's allowance, made on first sight from when the order was stored. */
    allowance(order: number, createdTime: string): Allowance {
      make.run(order, order, Date.parse(createdTime) + ALLOWANCE_MS)
      const row = read.get(order) as StateRow
      return {
        downloadsUsed: row.downloads_used,
        endsAt: row.ends_at,
        refundedCents: row.refunded_cents,
        refunded: row.refunded === 1,
      }
    },

    /** Spends one download; false when none is left, the 7 days are over or the order was refunded. */
    spend: (order: number, now = Date.now()) => spend.run(order, now).changes === 1,

    /** Staff's fresh allowance: 5 downloads and 7 days from now. A refunded order stays ended (false). */
    renew: (order: number, now = Date.now()) => renew.run(now + ALLOWANCE_MS, order).changes === 1,

    /**
     * Records a refund as Stripe reports it (the total refunded so far, and whether that is all of it).
     * Amounts only grow, so a replayed or late older event changes nothing: false then.
     */
    refund(order: number, refundedCents: number, full: boolean, now = Date.now()): boolean {
      const flag = full ? 1 : 0
      return refund.run(refundedCents, flag, new Date(now).toISOString(), order, refundedCents, flag).changes === 1
    },
  }
}
