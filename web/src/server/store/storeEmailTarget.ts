import type { Mailer } from '../email/mailer.ts'
import { freshLinkEmail, receiptEmail, refundEmail } from '../email/storeEmails.ts'
import type { Target } from '../outbox/dispatcher.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import type { DownloadTokens } from './downloadToken.ts'
import type { Order } from './orders.ts'
import type { Seller } from './storeCatalogue.ts'
import { STORE_TABLES } from './storeTables.ts'

export type StoreEmailOptions = {
  mailer?: Mailer
  tokens: DownloadTokens
  order: (id: number) => Promise<Order | undefined>
  seller: () => Promise<Seller>
  /** PUBLIC_SITE_URL: every emailed link is on it, never the origin an order was paid on (store/siteOrigin.ts). */
  publicOrigin: string
}

/**
 * The store's emails as one outbox target: an order's receipt, each fresh link, and each refund notice.
 * Every link of an order leads to the order's one allowance (5 downloads, 7 days), whenever it is sent.
 */
export function storeEmailTarget({ mailer, tokens, order, seller, publicOrigin }: StoreEmailOptions): Target {
  const linkFor = (target: Order) =>
    `${publicOrigin}/api/downloads/${tokens.issue(target.id, target.file, target.allowance.endsAt)}`
  return {
    name: 'store-email',
    notConfigured: mailer ? undefined : 'SMTP_URL is not set',
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    async deliver(submission: StoredSubmission) {
      if (submission.table === STORE_TABLES.orders) {
        const placed = (await order(submission.id))!
        return mailer!.send(receiptEmail(placed, await seller(), linkFor(placed)))
      }
      const placed = await order(Number(submission.fields.Order))
      if (!placed) throw new Error(`order #${String(submission.fields.Order)} is missing`)
      if (submission.table === STORE_TABLES.refundEmails) {
        const refund = { cents: Number(submission.fields.Refunded), full: submission.fields.Full === 'yes' }
        return mailer!.send(refundEmail(placed, await seller(), refund))
      }
      return mailer!.send(freshLinkEmail(placed, await seller(), linkFor(placed)))
    },
  }
}
