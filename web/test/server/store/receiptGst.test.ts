import { describe, expect, it } from 'vitest'
import { receiptEmail } from '../../../src/server/email/storeEmails.ts'
import { createOutbox } from '../../../src/server/outbox/outbox.ts'
import { closeDatabases, databaseFromEnv } from '../../../src/server/data/fromEnv.ts'
import { sellerFrom, type Seller } from '../../../src/server/store/storeCatalogue.ts'
import { storeEmailTarget } from '../../../src/server/store/storeEmailTarget.ts'
import { STORE_TABLES } from '../../../src/server/store/storeTables.ts'
import { tempInquiryDb } from '../support/outboxApp.ts'
import { keptMail, ORDER, receiptRow, SELLER, tokens } from './storeEmailFixtures.ts'

const NOT_REGISTERED = /not registered for GST/
const cms = (answer: () => Promise<unknown>) => ({ fetch: answer }) as Parameters<typeof sellerFrom>[0]
const receipt = (seller: Seller) => receiptEmail(ORDER, seller, 'https://shop.test/api/downloads/t')

describe('the receipt and GST', () => {
  it('is a tax invoice for a registered business with an ABN', () => {
    const { text } = receipt(SELLER)
    expect(text).toContain('Tax invoice')
    expect(text).toContain('GST included')
    expect(text).not.toMatch(NOT_REGISTERED)
  })

  it('says "not registered for GST" only when the settings say so', () => {
    expect(receipt({ ...SELLER, gstRegistered: false, abn: undefined }).text).toMatch(NOT_REGISTERED)
    // Registered but the ABN is missing: no tax invoice, and no claim that the business is not registered.
    const incomplete = receipt({ ...SELLER, abn: undefined }).text
    expect(incomplete).not.toContain('Tax invoice')
    expect(incomplete).not.toContain('GST included')
    expect(incomplete).not.toMatch(NOT_REGISTERED)
  })

  it('reads the seller as the CMS holds it, and fails when the CMS cannot be read', async () => {
    const settings = { businessName: 'Amaranth Events', siteUrl: null, email: null, phone: null }
    await expect(sellerFrom(cms(async () => ({ ...settings, gstRegistered: true, abn: null })))).resolves.toMatchObject(
      {
        gstRegistered: true,
        abn: undefined,
      },
    )
    await expect(sellerFrom(cms(() => Promise.reject(new Error('ECONNRESET'))))).rejects.toThrow(/site settings/)
    await expect(sellerFrom(cms(async () => null))).rejects.toThrow(/site settings/)
  })

  it('a failed read fails the delivery, and the outbox sends the true receipt on a later try', async () => {
    const db = tempInquiryDb()
    const { sent, mailer } = keptMail()
    let reads = 0
    const seller = () => (++reads === 1 ? Promise.reject(new Error('CMS down')) : Promise.resolve(SELLER))
    const target = storeEmailTarget({
      mailer,
      tokens,
      order: async () => ORDER,
      seller,
      publicOrigin: 'https://shop.test',
    })
    await expect(target.deliver(receiptRow)).rejects.toThrow('CMS down')
    expect(sent).toHaveLength(0)

    reads = 0
    const { sql, jobs } = databaseFromEnv({ INQUIRY_DB: db.path })
    const outbox = createOutbox({
      sql,
      jobs,
      targets: [target],
      retry: { baseMs: 20, maxMs: 40 },
    })
    try {
      await outbox.store.accept(
        { table: STORE_TABLES.orders, submissionId: 'cs_test_gst', fields: {} },
        ['store-email'],
        Date.now(),
        60_000,
      )
      await outbox.start()
      while (!sent.length) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(reads).toBe(2)
      expect(sent[0]!.text).toContain('Tax invoice')
      const [delivery] = (await outbox.store.list(1))[0]!.deliveries
      expect(delivery).toMatchObject({ target: 'store-email', state: 'delivered', attempts: 2 })
    } finally {
      await outbox.stop()
      await closeDatabases()
      db.remove()
    }
  })
})
