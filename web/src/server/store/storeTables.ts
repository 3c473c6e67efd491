/**
 * The store's rows in the outbox database (docs/decisions/0017): an order is a submission of `Store Orders`
 * keyed by its Checkout Session id, each fresh-link email one of `Store Link Emails`, and each refund
 * notice one of `Store Refund Emails`; all are delivered by the `store-email` target with the outbox's
 * retries.
 */
export const STORE_TABLES = {
  orders: 'Store Orders',
  linkEmails: 'Store Link Emails',
  refundEmails: 'Store Refund Emails',
} as const

export type StoreTable = (typeof STORE_TABLES)[keyof typeof STORE_TABLES]
