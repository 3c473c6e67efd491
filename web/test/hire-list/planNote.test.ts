import { describe, expect, it } from 'vitest'
import { parseStoredHireList, serialiseHireList } from '../../src/hire-list/hireListStorage.ts'

describe('the guest plan in the stored list', () => {
  const items = [{ productId: 'linen-1', quantity: 2 }]

  it('rides in version 2 beside the date, and an entry without it reads as before', () => {
    const raw = serialiseHireList({ items, event: { guests: '120', perTable: '10', tables: 'long-2.4' } })
    expect(JSON.parse(raw)).toEqual({ version: 2, items, event: { guests: '120', perTable: '10', tables: 'long-2.4' } })
    expect(parseStoredHireList(raw).event).toEqual({ guests: '120', perTable: '10', tables: 'long-2.4' })
    const older = JSON.stringify({ version: 2, items, event: { date: '2027-03-20', venue: 'Montville' } })
    expect(parseStoredHireList(older)).toEqual({ items, event: { date: '2027-03-20', venue: 'Montville' } })
  })

  it('keeps what was typed, bounded, and drops tables it does not know', () => {
    const raw = JSON.stringify({
      version: 2,
      items,
      event: { guests: '12x'.repeat(100), perTable: '', tables: 'oval-9', extra: 1 },
    })
    expect(parseStoredHireList(raw).event).toEqual({ guests: '12x12x12', perTable: '' })
    expect(serialiseHireList({ items, event: {} })).toBe(JSON.stringify(items))
  })
})
