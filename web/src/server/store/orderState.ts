/**
 * An order's downloads: 5 over 7 days, shared by every link of the order (docs/decisions/0017). The
 * statements that keep them are data/orders.ts.
 */
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
