import { spawnSync } from 'node:child_process'
import { hostname } from 'node:os'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Target } from '../../../src/server/outbox/dispatcher.ts'
import { createOutbox } from '../../../src/server/outbox/outbox.ts'
import { BACKENDS, DATABASE_START_MS, migrated, type TestDatabase } from '../data/backends.ts'

const TEN_MINUTES = 10 * 60_000

/** A pid that ran and has ended: what a SIGKILLed instance leaves in its leases. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!

describe.each(BACKENDS)('a running instance and the leases of another on this machine, on %s', (_name, open) => {
  let db: TestDatabase
  afterEach(() => db?.close())

  it(
    'takes over the delivery of an instance whose process is gone, without waiting for its lease to end; never a live one’s',
    async () => {
      db = await migrated(open)
      const delivered: string[] = []
      const target: Target = {
        name: 'airtable',
        concurrency: 1,
        attemptTimeoutMs: 5_000,
        deliver: async (submission) => (delivered.push(submission.submissionId!), 'rec1'),
      }
      const outbox = createOutbox({ sql: db.sql, jobs: db.jobs, targets: [target], log: () => {} })
      await outbox.start()

      const accept = (id: string) =>
        outbox.store.accept(
          { table: 'Contact Messages', fields: { Email: `${id}@x` }, submissionId: id },
          ['airtable'],
          Date.now(),
          TEN_MINUTES,
        )
      const killed = await accept('killed')
      const alive = await accept('alive')
      // Leased for ten minutes, as a delivery under way on another instance is.
      await outbox.store.claim(killed.id, 'airtable', `${hostname()}:${endedPid()}:0000dead`, TEN_MINUTES)
      await outbox.store.claim(alive.id, 'airtable', `${hostname()}:${process.ppid}:0000beef`, TEN_MINUTES)

      // Whatever wakes it (a new submission, a finished attempt, its timer) looks again.
      await vi.waitFor(
        async () => {
          await outbox.dispatcher.kick()
          expect(delivered).toEqual(['killed'])
        },
        { timeout: 5_000, interval: 200 },
      )
      expect(await outbox.store.delivery(alive.id, 'airtable')).toMatchObject({ state: 'pending', attempts: 1 })
      await outbox.stop()
    },
    DATABASE_START_MS,
  )
})
