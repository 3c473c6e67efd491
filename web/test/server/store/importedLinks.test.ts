import { createHmac, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importSqliteOnce } from '../../../src/server/data/importSqlite.ts'
import { createOutboxStore } from '../../../src/server/outbox/outboxRows.ts'
import { createDownloadRoute } from '../../../src/server/store/downloadRoute.ts'
import { downloadTokens } from '../../../src/server/store/downloadToken.ts'
import { ALLOWANCE_MS } from '../../../src/server/store/orderState.ts'
import { createOrders, type Orders } from '../../../src/server/store/orders.ts'
import { BACKENDS, DATABASE_START_MS, migrated, type TestDatabase } from '../data/backends.ts'

const SECRET = 'sk_test_imported_links'
const DAY = 24 * 60 * 60_000
const T0 = Date.parse('2026-11-01T00:00:00.000Z')
const WEDDING = 'wedding-guide.pdf'
const GROW = 'grow-an-event-business.pdf'

/** A link as every server made it before links carried the `d` mark: `id.file.expiry.nonce`, signed alike. */
function legacyToken(order: number, file: string, expiresAt: number) {
  const key = createHmac('sha256', SECRET).update('amaranth download links v1').digest()
  const payload = `${order}.${file}.${expiresAt}.${randomBytes(8).toString('hex')}`
  return `${Buffer.from(payload).toString('base64url')}.${createHmac('sha256', key).update(payload).digest('base64url')}`
}

/** An earlier version's SQLite file with two orders: #1 a wedding guide at T0, #2 the business guide an hour on. */
function oldFile(path: string) {
  const db = new DatabaseSync(path)
  db.exec(`CREATE TABLE submissions (id INTEGER PRIMARY KEY AUTOINCREMENT, table_name TEXT NOT NULL,
    created_time TEXT NOT NULL, fields TEXT NOT NULL, submission_id TEXT, details TEXT)`)
  const add = db.prepare('INSERT INTO submissions VALUES (?, ?, ?, ?, ?, ?)')
  for (const [id, file, at] of [
    [1, WEDDING, T0],
    [2, GROW, T0 + 3_600_000],
  ] as const) {
    const fields = { Session: `cs_old_${id}`, 'Guide File': file, Email: `old${id}@example.com`, Amount: 2900 }
    add.run(id, 'Store Orders', new Date(at).toISOString(), JSON.stringify(fields), `cs_old_${id}`, '{}')
  }
  db.close()
}

describe.each(BACKENDS)('download links made before an offset import, on %s', (_name, open) => {
  let db: TestDatabase
  let dir: string
  let orders: Orders
  beforeEach(async () => {
    db = await migrated(open)
    dir = mkdtempSync(join(tmpdir(), 'amaranth-imported-links-'))
    mkdirSync(join(dir, 'guides'))
    for (const file of [WEDDING, GROW]) writeFileSync(join(dir, 'guides', file), `%PDF-1.4 ${file}`)
    orders = createOrders(db.sql, { store: createOutboxStore(db.sql, db.jobs), dispatcher: { kick: () => {} } }, DAY)
  }, DATABASE_START_MS)
  afterEach(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('downloads each link’s own order and spends its own allowance, never the order that took its id', async () => {
    // Another instance's orders, already in the database a day after the old file's: they hold ids 1 and 2.
    const native = async (n: number) => {
      const order = {
        sessionId: `cs_new_${n}`,
        storeProduct: 'storeProduct.wedding-guide',
        product: 'Wedding guide',
        file: WEDDING,
        email: `new${n}@example.com`,
        amountCents: 2900,
        currency: 'aud',
        site: 'https://shop.test',
      }
      return (await orders.fulfil(order, T0 + DAY + n)).id
    }
    expect([await native(1), await native(2)]).toEqual([1, 2])
    // Links emailed before the import: the old server's over its ids, one a server on this database made.
    const oldWedding = legacyToken(1, WEDDING, T0 + ALLOWANCE_MS)
    const oldGrow = legacyToken(2, GROW, T0 + 3_600_000 + ALLOWANCE_MS)
    const nativeWedding = legacyToken(1, WEDDING, T0 + DAY + 1 + ALLOWANCE_MS)
    // Fits both order #1s' dates and is neither's allowance end: no one order is sure, so none.
    const unsure = legacyToken(1, WEDDING, T0 + DAY + ALLOWANCE_MS + 300_000)

    const path = join(dir, 'inquiries.db')
    oldFile(path)
    expect(await importSqliteOnce(db.sql, path, () => {}, T0 + 2 * DAY)).toMatchObject({ submissions: 2 })
    expect((await orders.order(3))?.email).toBe('old1@example.com')
    expect((await orders.order(4))?.email).toBe('old2@example.com')

    const route = createDownloadRoute({
      tokens: downloadTokens(SECRET),
      orders,
      filesDir: join(dir, 'guides'),
      now: () => T0 + 2 * DAY + 60_000,
    })
    const download = async (token: string) => {
      const answer = await route.request(`/api/downloads/${token}`)
      return { status: answer.status, body: answer.status === 200 ? await answer.text() : '' }
    }
    const used = async (id: number) => (await orders.order(id))!.allowance.downloadsUsed

    expect(await download(oldWedding)).toEqual({ status: 200, body: `%PDF-1.4 ${WEDDING}` })
    // Spent from the old order's allowance, not from the order that holds its old id here.
    expect([await used(3), await used(1)]).toEqual([1, 0])
    expect(await download(oldGrow)).toEqual({ status: 200, body: `%PDF-1.4 ${GROW}` })
    expect([await used(3), await used(4), await used(1), await used(2)]).toEqual([1, 1, 0, 0])

    expect((await download(nativeWedding)).status).toBe(200)
    expect((await download(downloadTokens(SECRET).issue(2, WEDDING, T0 + DAY + 2 + ALLOWANCE_MS))).status).toBe(200)
    expect([await used(3), await used(4), await used(1), await used(2)]).toEqual([1, 1, 1, 1])

    expect((await download(unsure)).status).toBe(404)
    // A link made now names this database's id, even with the very expiry of the imported order's old link.
    expect((await download(downloadTokens(SECRET).issue(1, WEDDING, T0 + ALLOWANCE_MS))).status).toBe(200)
    expect([await used(3), await used(4), await used(1), await used(2)]).toEqual([1, 1, 2, 1])
  })
})
