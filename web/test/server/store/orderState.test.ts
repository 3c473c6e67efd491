import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createOutboxStore } from '../../../src/server/outbox/outboxRows.ts'
import { ALLOWANCE_MS } from '../../../src/server/store/orderState.ts'
import { createOrders } from '../../../src/server/store/orders.ts'
import { STORE_TABLES } from '../../../src/server/store/storeTables.ts'
import { BACKENDS, DATABASE_START_MS, migrated, testPool, type TestDatabase } from '../data/backends.ts'
import { pgSql } from '../../../src/server/data/sql.ts'

const STORED = Date.parse('2026-11-20T00:00:00.000Z')
const FIELDS = { Session: 'cs_test_old_order', Email: 'Old@Example.com', 'Guide File': 'wedding-guide.pdf' }

describe.each(BACKENDS)('order allowances on %s', (_name, open) => {
  let db: TestDatabase
  beforeEach(async () => {
    db = await migrated(open)
  }, DATABASE_START_MS)
  afterEach(() => db.close())

  const ordersOn = (sql = db.sql) =>
    createOrders(sql, { store: createOutboxStore(sql, db.jobs), dispatcher: { kick: () => {} } }, 1000)
  const storeOrder = () =>
    createOutboxStore(db.sql).accept(
      { table: STORE_TABLES.orders, submissionId: 'cs_test_old_order', fields: FIELDS },
      [],
      STORED,
      1000,
    )

  it('an order from before allowances starts from what its links used, and its 7 days from when it was stored', async () => {
    const { id } = await storeOrder()
    // The per-link counts of the old scheme (imported from SQLite): two links, 2 and 1 downloads.
    for (const [link, count] of [
      ['a', 2],
      ['b', 1],
    ] as const)
      await db.sql.query('INSERT INTO store_downloads VALUES ($1, $2, $3, $4)', [link, id, count, '2026-11-21'])

    const orders = ordersOn()
    const order = (await orders.order(id))!
    expect(order.allowance).toEqual({
      downloadsUsed: 3,
      endsAt: STORED + ALLOWANCE_MS,
      refundedCents: 0,
      refunded: false,
    })
    expect(await orders.countDownload(order, STORED + 1000)).toBe(true)
    expect(await orders.countDownload(order, STORED + 1000)).toBe(true)
    expect(await orders.countDownload(order, STORED + 1000)).toBe(false)
    expect((await orders.ordersFor('old@example.COM')).map((found) => found.id)).toEqual([id])
  })

  it('spends each download once however many requests race for the last ones, on separate connections', async () => {
    const { id } = await storeOrder()
    const pools = db.url ? [0, 1, 2, 3].map(() => testPool(db.url!, 2)) : []
    try {
      const all = db.url ? pools.map((pool) => ordersOn(pgSql(pool))) : [ordersOn()]
      const order = (await all[0]!.order(id))!
      const spent = await Promise.all(
        Array.from({ length: 12 }, (_, n) => all[n % all.length]!.countDownload(order, STORED + 1000)),
      )
      expect(spent.filter(Boolean)).toHaveLength(5)
      expect(await all[0]!.recordRefund(order, 500, false, STORED + 2000)).toBe(true)
      expect(await all[0]!.recordRefund(order, 300, false, STORED + 3000)).toBe(false)
      expect((await all[0]!.order(id))!.allowance).toMatchObject({ downloadsUsed: 5, refundedCents: 500 })
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  })
})
