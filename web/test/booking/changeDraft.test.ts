/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from 'vitest'
import {
  addingDraft,
  addToDraft,
  clearChangeDraft,
  readChangeDraft,
  saveChangeDraft,
  type ChangeDraft,
} from '../../src/booking/changeDraft.ts'

const TOKEN = 'cmVjUXVvdGUx.c2lnbmVk'
const draft = (overrides: Partial<ChangeDraft> = {}): ChangeDraft => ({
  token: TOKEN,
  eventDate: '2027-03-20',
  lines: [{ productId: 'styling-furniture-2', quantity: 90 }],
  adding: false,
  ...overrides,
})

afterEach(() => sessionStorage.clear())

describe("a booking's change kept in the tab", () => {
  it('reads back what was saved, and is forgotten when cleared', () => {
    const saved = draft({ plan: { guests: '120', perTable: '10', tables: 'round-1.8' } })
    saveChangeDraft(saved)
    expect(readChangeDraft(TOKEN)).toEqual(saved)
    expect(readChangeDraft('another.token')).toBeUndefined()
    clearChangeDraft(TOKEN)
    expect(readChangeDraft(TOKEN)).toBeUndefined()
  })

  it('is the one the hire range adds to only while it is marked adding', () => {
    saveChangeDraft(draft({ adding: true }))
    expect(addingDraft()?.token).toBe(TOKEN)
    saveChangeDraft(draft({ adding: false }))
    expect(addingDraft()).toBeUndefined()
    saveChangeDraft(draft({ adding: true }))
    clearChangeDraft(TOKEN)
    expect(addingDraft()).toBeUndefined()
  })

  it('reads nothing it did not write: another token, a bad date, a line that is not one', () => {
    const key = `amaranth:change:${TOKEN}`
    sessionStorage.setItem(key, '{not json')
    expect(readChangeDraft(TOKEN)).toBeUndefined()
    sessionStorage.setItem(key, JSON.stringify({ ...draft(), token: 'other' }))
    expect(readChangeDraft(TOKEN)).toBeUndefined()
    sessionStorage.setItem(key, JSON.stringify({ ...draft(), eventDate: '20 March' }))
    expect(readChangeDraft(TOKEN)).toBeUndefined()
    sessionStorage.setItem(
      key,
      JSON.stringify({
        ...draft(),
        lines: [
          { productId: 'styling-furniture-2', quantity: 90 },
          { productId: 'decor-1', quantity: -1 },
          { productId: 'decor-1', quantity: 1.5 },
          { productId: '', quantity: 1 },
          { productId: 'decor-2', variantKey: 7, quantity: 1 },
          'decor-3',
        ],
        plan: { guests: 120 },
      }),
    )
    expect(readChangeDraft(TOKEN)).toEqual(draft())
  })

  it('adds a piece to its line when the draft holds it, else at the end, never past the most a line holds', () => {
    const start = draft({ lines: [{ productId: 'styling-furniture-2', quantity: 90 }] })
    const more = addToDraft(start, { productId: 'styling-furniture-2', quantity: 5 }, 999)
    expect(more.lines).toEqual([{ productId: 'styling-furniture-2', quantity: 95 }])
    const other = addToDraft(more, { productId: 'decor-1', variantKey: 'v2', quantity: 2 }, 999)
    expect(other.lines).toEqual([
      { productId: 'styling-furniture-2', quantity: 95 },
      { productId: 'decor-1', variantKey: 'v2', quantity: 2 },
    ])
    const capped = addToDraft(other, { productId: 'decor-1', variantKey: 'v2', quantity: 998 }, 999)
    expect(capped.lines[1]).toEqual({ productId: 'decor-1', variantKey: 'v2', quantity: 999 })
    expect(start.lines).toEqual([{ productId: 'styling-furniture-2', quantity: 90 }])
  })
})
