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
    const rows = createSubmissions(db.sql, db.jobs)
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
    const rows = createSubmissions(db.sql, db.jobs)
    await expect(rows.accept(hire('twice', 'b-2'), ['airtable', 'airtable'], 1000, DAY)).rejects.toThrow()
    expect(await rows.bySubmissionId('b-2')).toBeUndefined()
  })

  it('commits a submission, its deliveries and their jobs together, or none of them', async () => {
    const rows = createSubmissions(db.sql, db.jobs)
    const jobsOf = async (id: number) =>
      (
        await db.sql.query<{ name: string }>(
          "SELECT name FROM pgboss.job WHERE (data->>'submission')::int = $1 ORDER BY name",
          [id],
        )
      ).rows.map((row) => row.name)
    const { id } = await rows.accept(hire('with jobs'), ['airtable', 'notify-email'], Date.now(), DAY)
    expect(await jobsOf(id)).toEqual(['airtable', 'notify-email'])
    expect((await rows.delivery(id, 'airtable'))?.jobId).toMatch(/^[0-9a-f-]{36}$/)

    await expect(
      db.sql.transaction(async (tx) => {
        await rows.accept(hire('rolled back', 'b-3'), ['airtable'], Date.now(), DAY, tx)
        throw new Error('the caller fails after')
      }),
    ).rejects.toThrow('the caller fails after')
    expect(await rows.bySubmissionId('b-3')).toBeUndefined()
    const { rows: count } = await db.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.job')
    expect(count[0]!.n).toBe(2)
  })

  it('leases a delivery to its current job only, one claimer at a time; a failure hands it to a new job', async () => {
    const rows = createSubmissions(db.sql, db.jobs)
    const { id } = await rows.accept(hire('one'), ['airtable'], 1000, DAY)
    const first = (await rows.delivery(id, 'airtable'))!.jobId!
    expect(await rows.claimJob(id, 'airtable', 'not-its-job', 'a', 60_000, 2000)).toBeUndefined()
    const claimed = await rows.claimJob(id, 'airtable', first, 'a', 60_000, 2000)
    expect(claimed).toMatchObject({ submission: id, leaseOwner: 'a', leaseUntil: 62_000, attempts: 1 })
    expect(await rows.claimJob(id, 'airtable', first, 'b', 60_000, 2000)).toBeUndefined()
    expect(await rows.claim(id, 'airtable', 'b', 60_000, 2000)).toBeUndefined()
    await rows.attemptFailed(claimed!, 'a', 'HTTP 503', 5000)
    const retry = (await rows.delivery(id, 'airtable'))!
    expect(retry).toMatchObject({ state: 'pending', nextAttemptAt: 5000, lastError: 'HTTP 503' })
    expect(retry.jobId).not.toBe(first)
    expect(await rows.claimJob(id, 'airtable', first, 'b', 60_000, 6000)).toBeUndefined()
    const again = await rows.claimJob(id, 'airtable', retry.jobId!, 'b', 60_000, 6000)
    await rows.delivered(again!, 'b', 'rec1')
    expect(await rows.delivery(id, 'airtable')).toMatchObject({ state: 'delivered', attempts: 2, result: 'rec1' })
  })

  it('frees the leases of a process that is gone with a new job, and retries a failed delivery now', async () => {
    const rows = createSubmissions(db.sql, db.jobs)
    const { id } = await rows.accept(hire('two'), ['airtable'], 1000, DAY)
    const dead = (await rows.delivery(id, 'airtable'))!.jobId!
    const claimed = await rows.claimJob(id, 'airtable', dead, 'dead', 60_000, 2000)
    expect(await rows.releaseOrphans((owner) => owner === 'dead')).toBe(1)
    const freed = (await rows.delivery(id, 'airtable'))!
    expect(freed).toMatchObject({ leaseOwner: null, lastError: /interrupted/ })
    expect(freed.jobId).not.toBe(dead)
    await rows.attemptFailed(claimed!, 'dead', 'too late', null) // no lease any more: changes nothing
    const again = await rows.claimJob(id, 'airtable', freed.jobId!, 'b', 60_000, 3000)
    await rows.attemptFailed(again!, 'b', 'for good', null)
    expect((await rows.delivery(id, 'airtable'))?.state).toBe('failed')
    expect(await rows.retryNow(id, DAY, 4000)).toBe(1)
    const retried = (await rows.list(5))[0]!.deliveries[0]!
    expect(retried).toMatchObject({ state: 'pending', nextAttemptAt: 4000 })
    expect(retried.jobId).not.toBe(freed.jobId)
  })

  it('gives a job to each waiting delivery that has none (an imported row, a job pg-boss gave up)', async () => {
    const rows = createSubmissions(db.sql, db.jobs)
    const { id } = await rows.accept(hire('three'), ['airtable', 'notify-email'], 1000, DAY)
    await db.sql.query("UPDATE deliveries SET job_id = NULL WHERE target = 'airtable'")
    expect(await rows.resume(['airtable', 'notify-email'])).toBe(1)
    expect((await rows.delivery(id, 'airtable'))?.jobId).toMatch(/^[0-9a-f-]{36}$/)
    expect(await rows.resume(['airtable', 'notify-email'])).toBe(0)
  })

  it('never gives one delivery to two claimers racing, each on its own connection', async () => {
    const rows = createSubmissions(db.sql, db.jobs)
    for (let i = 0; i < 20; i++) await rows.accept(hire(`race ${i}`), ['airtable'], 1000, DAY)
    const due = (await rows.list(20)).map((row) => ({ id: row.id, job: row.deliveries[0]!.jobId! }))
    const pools = db.url ? [0, 1, 2, 3].map(() => testPool(db.url!, 1)) : []
    const claimers = db.url ? pools.map((pool) => createSubmissions(pgSql(pool))) : [rows, rows, rows, rows]
    try {
      const taken = await Promise.all(
        claimers.map(async (claimer, n) => {
          const mine: number[] = []
          for (const { id, job } of due) {
            const row = await claimer.claimJob(id, 'airtable', job, `c${n}`, 60_000, 2000)
            if (row) mine.push(row.submission)
          }
          return mine
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
