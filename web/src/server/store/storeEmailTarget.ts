import type { Mailer } from '../email/mailer.ts'
import { freshLinkEmail, receiptEmail } from '../email/storeEmails.ts'
import type { Target } from '../outbox/dispatcher.ts'
import type { StoredSubmission } from '../outbox/outboxRows.ts'
import type { DownloadTokens } from './downloadToken.ts'
import type { Order } from './orders.ts'
import type { Seller } from './storeCatalogue.ts'
import { STORE_TABLES } from './storeTables.ts'

export type StoreEmailOptions = {
  mailer?: Mailer
  tokens: DownloadTokens
  order: (id: number) => Order | undefined
  seller: () => Promise<Seller>
  /** PUBLIC_SITE_URL: every emailed link is on it, never the origin an order was paid on (store/siteOrigin.ts). */
  publicOrigin: string
}

/**
 * The store's emails as one outbox target: an order's receipt, and each fresh link. The link is made when
 * the email is sent, so its 7 days start when it reaches the buyer.
 */
export function storeEmailTarget({ mailer, tokens, order, seller, publicOrigin }: StoreEmailOptions): Target {
  const linkFor = (target: Order) => `${publicOrigin}/api/downloads/${tokens.issue(target.id, target.file)}`
  return {
    name: 'store-email',
    notConfigured: mailer ? undefined : 'SMTP_URL is not set',
    concurrency: 2,
    attemptTimeoutMs: 120_000,
    async deliver(submission: StoredSubmission) {
      if (submission.table === STORE_TABLES.orders) {
        const placed = order(submission.id)!
        return mailer!.send(receiptEmail(placed, await seller(), linkFor(placed)))
      }
      const placed = order(Number(submission.fields.Order))
      if (!placed) throw new Error(`order #${String(submission.fields.Order)} is missing`)
      return mailer!.send(freshLinkEmail(placed, await seller(), linkFor(placed)))
    },
  }
}
