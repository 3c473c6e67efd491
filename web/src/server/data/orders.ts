import type { Sql } from './sql.ts'

/**
 * The store's orders (decision 0017): each order is a submission of table `Store Orders` (submissions.ts
 * writes it); beside it one row of state, its download allowance and refund. Every change is one
 * conditional statement, so no two instances can spend the same download or undo each other's refund.
 */

const ORDERS = 'Store Orders'

export type OrderStateRow = { downloadsUsed: number; endsAt: number; refundedCents: number; refunded: boolean }

export type AllowanceRule = { downloadsPerOrder: number; allowanceMs: number }

const ids = async (sql: Sql, where: string, params: unknown[]) =>
  (
    await sql.query<{ id: number }>(`SELECT id FROM submissions WHERE table_name = '${ORDERS}' AND ${where}`, params)
  ).rows.map((row) => row.id)

/** How far the old version's clock may have been ahead of the importing server's. */
const CLOCK_SKEW_MS = 60 * 60_000

type LinkCandidate = { id: number; file: string; createdTime: string; endsAt: number | null; importedAt: number | null }

export function createOrderRows(sql: Sql, { downloadsPerOrder, allowanceMs }: AllowanceRule) {
  return {
    /**
     * The order a link without the `d` mark names (decision 0017). Its id is this database's, or the one an
     * imported SQLite file gave an order (`order_import_ids`): of the orders it may name, the one with the
     * link's guide; if several have it, the one whose dates the link's expiry fits (never before the
     * order's first 7 days; for an imported order, never more than 7 days after the import, when its old
     * server stopped making links), then the one whose first or current allowance ends exactly then;
     * undefined when that still leaves no one order.
     */
    async linkOrder(id: number, file: string, expiresAt: number): Promise<number | undefined> {
      const { rows } = await sql.query<LinkCandidate>(
        `SELECT s.id, (s.fields::jsonb) ->> 'Guide File' AS file, s.created_time AS "createdTime",
                st.ends_at AS "endsAt", CASE WHEN s.id = $1 THEN NULL ELSE m.imported_at END AS "importedAt"
         FROM submissions s
         LEFT JOIN order_import_ids m ON m.submission = s.id
         LEFT JOIN store_order_state st ON st.submission = s.id
         WHERE s.table_name = '${ORDERS}' AND (s.id = $1 OR m.old_id = $1)`,
        [id],
      )
      const withFile = rows.filter((row) => row.file === file)
      if (withFile.length <= 1) return withFile[0]?.id
      const firstEnd = (row: LinkCandidate) => Date.parse(row.createdTime) + allowanceMs
      const fits = withFile.filter(
        (row) =>
          expiresAt >= firstEnd(row) &&
          (row.importedAt === null || expiresAt <= Number(row.importedAt) + allowanceMs + CLOCK_SKEW_MS),
      )
      if (fits.length === 1) return fits[0]!.id
      const exact = fits.filter((row) => expiresAt === firstEnd(row) || expiresAt === Number(row.endsAt))
      return exact.length === 1 ? exact[0]!.id : undefined
    },

    /** The order's state, made on first sight from when the order was stored (and any old per-link counts). */
    async allowance(order: number, createdTime: string): Promise<OrderStateRow> {
      await sql.query(
        `INSERT INTO store_order_state (submission, downloads_used, ends_at)
         VALUES ($1, least($2, (SELECT coalesce(sum(count), 0) FROM store_downloads WHERE submission = $1)), $3)
         ON CONFLICT (submission) DO NOTHING`,
        [order, downloadsPerOrder, Date.parse(createdTime) + allowanceMs],
      )
      const { rows } = await sql.query<OrderStateRow>(
        `SELECT downloads_used AS "downloadsUsed", ends_at AS "endsAt", refunded_cents AS "refundedCents", refunded
         FROM store_order_state WHERE submission = $1`,
        [order],
      )
      return rows[0]!
    },

    /** Spends one download; false when none is left, the allowance has ended or the order was refunded. */
    async spend(order: number, now: number): Promise<boolean> {
      const { rowCount } = await sql.query(
        `UPDATE store_order_state SET downloads_used = downloads_used + 1
         WHERE submission = $1 AND downloads_used < $2 AND ends_at >= $3 AND NOT refunded`,
        [order, downloadsPerOrder, now],
      )
      return rowCount === 1
    },

    /** A fresh allowance from `now`; false for a refunded order, which stays ended. */
    async renew(order: number, now: number): Promise<boolean> {
      const { rowCount } = await sql.query(
        'UPDATE store_order_state SET downloads_used = 0, ends_at = $1 WHERE submission = $2 AND NOT refunded',
        [now + allowanceMs, order],
      )
      return rowCount === 1
    },

    /** Records Stripe's refunded total; amounts only grow, so a late older event changes nothing (false). */
    async refund(order: number, refundedCents: number, full: boolean, now: number): Promise<boolean> {
      const { rowCount } = await sql.query(
        `UPDATE store_order_state
         SET refunded_cents = greatest(refunded_cents, $1), refunded = refunded OR $2, refunded_at = $3
         WHERE submission = $4 AND (refunded_cents < $1 OR (NOT refunded AND $2))`,
        [refundedCents, full, new Date(now).toISOString(), order],
      )
      return rowCount === 1
    },

    /** The order of a Checkout Session (its submission id). */
    bySession: async (sessionId: string) => (await ids(sql, 'submission_id = $1', [sessionId]))[0],

    byPaymentIntent: async (paymentIntent: string) =>
      (await ids(sql, `(fields::jsonb) ->> 'Payment Intent' = $1`, [paymentIntent]))[0],

    /** The newest 20 orders of an email address, whatever its case. */
    byEmail: (email: string) =>
      ids(sql, `lower((fields::jsonb) ->> 'Email') = lower($1) ORDER BY id DESC LIMIT 20`, [email]),

    newest: (limit: number) => ids(sql, 'true ORDER BY id DESC LIMIT $1', [limit]),
  }
}
