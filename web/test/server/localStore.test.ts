import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DeliveryError } from '../../src/server/api/deliveryError.ts'
import { createLocalWriter, listSubmissions } from '../../src/server/api/localStore.ts'
import { closeDatabases, databaseFromEnv } from '../../src/server/data/fromEnv.ts'
import { tempInquiryDb } from '../support/tempDatabase.ts'

describe('the local store (no AIRTABLE_TOKEN)', () => {
  it('keeps submissions in the database folder, with their table and fields, newest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inquiries-'))
    const env = { DATA_DIR: join(dir, 'nested/pglite') }
    try {
      const writer = createLocalWriter(databaseFromEnv(env).sql)
      await writer.create('Contact Messages', { 'Full Name': 'Olivia Hart', Message: 'Hello' })
      const created = await writer.create('Equipment Hire Requests', { 'First Name': 'Olivia', 'Total Cost': 101.4 })
      expect(created.id).toBe('local-2')
      await closeDatabases()

      const reopened = await listSubmissions(databaseFromEnv(env).sql)
      expect(reopened.map(({ table, fields }) => ({ table, fields }))).toEqual([
        { table: 'Equipment Hire Requests', fields: { 'First Name': 'Olivia', 'Total Cost': 101.4 } },
        { table: 'Contact Messages', fields: { 'Full Name': 'Olivia Hart', Message: 'Hello' } },
      ])
    } finally {
      await closeDatabases()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('turns a storage failure into a DeliveryError', async () => {
    const shared = databaseFromEnv({ INQUIRY_DB: tempInquiryDb().path })
    const writer = createLocalWriter(shared.sql)
    await (await shared.ready).close()
    await expect(writer.create('Contact Messages', {})).rejects.toBeInstanceOf(DeliveryError)
    await closeDatabases()
  })
})
