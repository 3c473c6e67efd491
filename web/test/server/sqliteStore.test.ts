import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DeliveryError } from '../../src/server/api/deliveryError.ts'
import { createSqliteWriter, listSubmissions, openInquiryDatabase } from '../../src/server/api/sqliteStore.ts'

describe('SQLite store (no AIRTABLE_TOKEN)', () => {
  it('keeps submissions in a file, with their table and fields, newest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'inquiries-'))
    try {
      const path = join(dir, 'nested/inquiries.db')
      const writer = createSqliteWriter(openInquiryDatabase(path))
      await writer.create('Contact Messages', { 'Full Name': 'Olivia Hart', Message: 'Hello' })
      const created = await writer.create('Equipment Hire Requests', { 'First Name': 'Olivia', 'Total Cost': 101.4 })
      expect(created.id).toBe('local-2')

      const reopened = listSubmissions(openInquiryDatabase(path))
      expect(reopened.map(({ table, fields }) => ({ table, fields }))).toEqual([
        { table: 'Equipment Hire Requests', fields: { 'First Name': 'Olivia', 'Total Cost': 101.4 } },
        { table: 'Contact Messages', fields: { 'Full Name': 'Olivia Hart', Message: 'Hello' } },
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('turns a storage failure into a DeliveryError', async () => {
    const db = openInquiryDatabase(':memory:')
    const writer = createSqliteWriter(db)
    db.close()
    await expect(writer.create('Contact Messages', {})).rejects.toBeInstanceOf(DeliveryError)
  })
})
