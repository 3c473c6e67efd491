import type { Email, Mailer } from '../../../src/server/email/mailer.ts'
import { downloadTokens } from '../../../src/server/store/downloadToken.ts'
import type { Order } from '../../../src/server/store/orders.ts'
import type { Seller } from '../../../src/server/store/storeCatalogue.ts'
import { STORE_TABLES } from '../../../src/server/store/storeTables.ts'
import type { StoredSubmission } from '../../../src/server/outbox/outboxRows.ts'

/** An order paid on another origin than the site's public one (a preview deploy, a forged Host). */
export const ORDER: Order = {
  id: 7,
  sessionId: 'cs_test_fixture',
  storeProduct: 'storeProduct.wedding-guide',
  product: 'Wedding Guide',
  file: 'wedding-guide.pdf',
  email: 'buyer@example.com',
  amountCents: 4900,
  currency: 'aud',
  site: 'http://paid-on.example:4173',
  createdTime: '2027-03-01T02:00:00.000Z',
  allowance: { downloadsUsed: 0, endsAt: Date.parse('2027-03-08T02:00:00.000Z'), refundedCents: 0, refunded: false },
}

export const SELLER: Seller = {
  businessName: 'Amaranth Events',
  siteUrl: 'https://amaranthevents.example',
  email: 'hello@amaranthevents.example',
  phone: '07 5550 1234',
  gstRegistered: true,
  abn: '53 824 610 028',
}

export const tokens = downloadTokens('sk_test_fixture')

/** The outbox rows the store-email target delivers: the order itself, and a fresh-link request for it. */
export const receiptRow = { id: ORDER.id, table: STORE_TABLES.orders, fields: {} } as unknown as StoredSubmission
export const freshLinkRow = {
  id: 99,
  table: STORE_TABLES.linkEmails,
  fields: { Order: ORDER.id },
} as unknown as StoredSubmission

/** A mailer that keeps what it is given. */
export function keptMail() {
  const sent: Email[] = []
  const mailer: Mailer = { send: async (email) => (sent.push(email), `<${sent.length}@test>`) }
  return { sent, mailer }
}
