import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createQuote, setQuoteState } from '../../../src/server/data/bookings.ts'
import { holdPaid, liveHolds, piecesWent, placeHold, releaseHold } from '../../../src/server/data/bookingHolds.ts'
import { BACKENDS, DATABASE_START_MS, migrated, type TestDatabase } from '../data/backends.ts'

const NOW = 1_800_000_000_000
const lines = (recordId: string, endsAt = NOW + 45 * 60_000) => ({
  recordId,
  eventDate: '2027-05-01',
  items: 'Brass Three-Tier Dessert Stand x 6 = $180.00',
  endsAt,
})

describe.each(BACKENDS)('booking holds (%s)', (_name, open) => {
  let db: TestDatabase
  beforeEach(async () => {
    db = await migrated(open)
    for (const recordId of ['recA', 'recB', 'recC'])
      await createQuote(db.sql, { recordId, validUntil: '2027-01-01', secret: 'sk_test' })
  }, DATABASE_START_MS)
  afterEach(() => db.close())

  const live = async (options?: { paidOnly?: boolean }) =>
    (await liveHolds(db.sql, NOW, options)).map((hold) => hold.recordId)

  it('holds a session for its life, one per quote; ends at its end, on release and on a cancel', async () => {
    await placeHold(db.sql, lines('recA'))
    await placeHold(db.sql, lines('recA', NOW + 60 * 60_000))
    await placeHold(db.sql, lines('recB', NOW - 1))
    await placeHold(db.sql, lines('recC'))
    expect(await live()).toEqual(['recA', 'recC'])
    expect((await liveHolds(db.sql, NOW))[0]!.endsAt).toBe(NOW + 60 * 60_000)
    await releaseHold(db.sql, 'recA')
    await setQuoteState(db.sql, 'recC', 'cancelled')
    expect(await live()).toEqual([])
  })

  it('keeps a paid hold past its session, as paid; a new tap or a release does not undo it', async () => {
    await placeHold(db.sql, lines('recA'))
    await holdPaid(db.sql, { ...lines('recA', NOW + 90 * 86_400_000), now: NOW })
    await placeHold(db.sql, lines('recA', NOW - 1))
    await releaseHold(db.sql, 'recA')
    await placeHold(db.sql, lines('recB'))
    expect(await live({ paidOnly: true })).toEqual(['recA'])
    expect(await live()).toEqual(['recA', 'recB'])
    expect(await piecesWent(db.sql, 'recA')).toBe(false)
  })
})
