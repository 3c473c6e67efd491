import { afterEach, describe, expect, it } from 'vitest'
import { openOutboxDb } from '../../../src/server/outbox/outboxDb.ts'
import { createOutboxStore } from '../../../src/server/outbox/outboxStore.ts'
import { ALLOWANCE_MS } from '../../../src/server/store/orderState.ts'
import { createOrders } from '../../../src/server/store/orders.ts'
import { STORE_TABLES } from '../../../src/server/store/storeTables.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'

let db: ReturnType<typeof tempInquiryDb>
afterEach(() => db?.remove())

describe('an order stored before allowances belonged to the order', () => {
  it('starts its allowance from what its links used, and its 7 days from when it was stored', () => {
    db = tempInquiryDb()
    const sqlite = openOutboxDb(db.path)
    const store = createOutboxStore(sqlite)
    const stored = Date.parse('2026-11-20T00:00:00.000Z')
    const fields = { Session: 'cs_test_old_order', Email: 'old@example.com', 'Guide File': 'wedding-guide.pdf' }
    const { id } = store.accept(
      { table: STORE_TABLES.orders, submissionId: 'cs_test_old_order', fields },
      [],
      stored,
      1000,
    )
    // The per-link counts of the old scheme: two links, 2 and 1 downloads.
    sqlite.exec(`CREATE TABLE store_downloads (link TEXT PRIMARY KEY, submission INTEGER NOT NULL, count INTEGER NOT NULL,
      last_at TEXT NOT NULL)`)
    sqlite.prepare('INSERT INTO store_downloads VALUES (?, ?, ?, ?)').run('a', id, 2, '2026-11-21T00:00:00.000Z')
    sqlite.prepare('INSERT INTO store_downloads VALUES (?, ?, ?, ?)').run('b', id, 1, '2026-11-21T00:00:00.000Z')

    const orders = createOrders(sqlite, { store, dispatcher: { kick: () => {} } }, 1000)
    const order = orders.order(id)!
    expect(order.allowance).toEqual({
      downloadsUsed: 3,
      endsAt: stored + ALLOWANCE_MS,
      refundedCents: 0,
      refunded: false,
    })
    expect(orders.countDownload(order, stored + 1000)).toBe(true)
    expect(orders.countDownload(order, stored + 1000)).toBe(true)
    expect(orders.countDownload(order, stored + 1000)).toBe(false)
    sqlite.close()
  })
})
