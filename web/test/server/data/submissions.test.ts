import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pgSql } from '../../../src/server/data/sql.ts'
import { createSubmissions } from '../../../src/server/data/submissions.ts'
import { BACKENDS, DATABASE_START_MS, migrated, type TestDatabase, testPool } from './backends.ts'

const DAY = 24 * 60 * 60_000
const hire = (words: string, submissionId?: string) => ({ table: 'Hire', fields: { Message: words }, submissionId })

describe.each(BACKENDS)('submissions and deliveries on %s', (_name, open) => {
  let db: TestDatabase
  beforeEach(async () => {
    db = await migrated(open)
  }, DATABASE_START_MS)
  afterEach(() => db.close())

  it('accepts a submission with its deliveries in one transaction; the same id and words is the same row', async () => {
    const rows = createSubmissions(db.sql)
    const first = await rows.accept(hire('eighty guests', 'b-1'), ['airtable', 'notify-email'], 1000, DAY)
    expect(first).toMatchObject({ submissionId: 'b-1', created: true })
    expect(await rows.accept(hire('eighty guests', 'b-1'), ['airtable'], 2000, DAY)).toEqual({
      ...first,
      created: false,
    })
    const edited = await rows.accept(hire('ninety guests', 'b-1'), ['airtable'], 3000, DAY)
    expect(edited.created).toBe(true)
    expect(edited.submissionId).toMatch(/^b-1-e/)
    expect(await rows.counts()).toEqual({ pending: 3, delivered: 0, failed: 0 })
    expect((await rows.submission(first.id))?.fields).toEqual({ Message: 'eighty guests' })
  })

  it('writes nothing when a delivery cannot be written (one transaction)', async () => {
    const rows = createSubmissions(db.sql)
    await expect(rows.accept(hire('twice', 'b-2'), ['airtable', 'airtable'], 1000, DAY)).rejects.toThrow()
    expect(await rows.bySubmissionId('b-2')).toBeUndefined()
  })

  it('leases a due delivery to one claimer at a time, and frees it when marked', async () => {
    const rows = createSubmissions(db.sql)
    const { id } = await rows.accept(hire('one'), ['airtable'], 1000, DAY)
    const claimed = await rows.claimNext('airtable', 'a', 60_000, 2000)
    expect(claimed).toMatchObject({ submission: id, leaseOwner: 'a', leaseUntil: 62_000, attempts: 1 })
    expect(await rows.claimNext('airtable', 'b', 60_000, 2000)).toBeUndefined()
    expect(await rows.claim(id, 'airtable', 'b', 60_000, 2000)).toBeUndefined()
    expect(await rows.nextWake(['airtable'])).toBe(62_000)
    await rows.attemptFailed(claimed!, 'a', 'HTTP 503', 5000)
    expect(await rows.claimNext('airtable', 'b', 60_000, 4000)).toBeUndefined()
    const again = await rows.claimNext('airtable', 'b', 60_000, 5000)
    await rows.delivered(again!, 'b', 'rec1')
    expect(await rows.delivery(id, 'airtable')).toMatchObject({ state: 'delivered', attempts: 2, result: 'rec1' })
  })

  it('frees the leases of a process that is gone, and retries a failed delivery now', async () => {
    const rows = createSubmissions(db.sql)
    const { id } = await rows.accept(hire('two'), ['airtable'], 1000, DAY)
    const claimed = await rows.claimNext('airtable', 'dead', 60_000, 2000)
    expect(await rows.releaseOrphans((owner) => owner === 'dead')).toBe(1)
    expect(await rows.delivery(id, 'airtable')).toMatchObject({ leaseOwner: null, lastError: /interrupted/ })
    await rows.attemptFailed(claimed!, 'dead', 'too late', null) // no lease any more: changes nothing
    const again = await rows.claimNext('airtable', 'b', 60_000, 3000)
    await rows.attemptFailed(again!, 'b', 'for good', null)
    expect((await rows.delivery(id, 'airtable'))?.state).toBe('failed')
    expect(await rows.retryNow(id, DAY, 4000)).toBe(1)
    expect((await rows.list(5))[0]?.deliveries[0]).toMatchObject({ state: 'pending', nextAttemptAt: 4000 })
  })

  it('never gives one delivery to two claimers racing, each on its own connection', async () => {
    const rows = createSubmissions(db.sql)
    for (let i = 0; i < 20; i++) await rows.accept(hire(`race ${i}`), ['airtable'], 1000, DAY)
    const pools = db.url ? [0, 1, 2, 3].map(() => testPool(db.url!, 1)) : []
    const claimers = db.url ? pools.map((pool) => createSubmissions(pgSql(pool))) : [rows, rows, rows, rows]
    try {
      const taken = await Promise.all(
        claimers.map(async (claimer, n) => {
          const mine: number[] = []
          for (;;) {
            const row = await claimer.claimNext('airtable', `c${n}`, 60_000, 2000)
            if (!row) return mine
            mine.push(row.submission)
          }
        }),
      )
      const all = taken.flat()
      expect(all).toHaveLength(20)
      expect(new Set(all).size).toBe(20)
    } finally {
      await Promise.all(pools.map((pool) => pool.end()))
    }
  })
})
