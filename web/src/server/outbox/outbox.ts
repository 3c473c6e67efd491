import { DeliveryError } from '../api/deliveryError.ts'
import type { RecordWriter, SubmissionDetails } from '../api/recordWriter.ts'
import type { Jobs } from '../data/jobs.ts'
import type { Sql } from '../data/sql.ts'
import { createDispatcher, type Target } from './dispatcher.ts'
import { createOutboxStore } from './outboxRows.ts'
import { DEFAULT_RETRY, type RetryPolicy } from './retryPolicy.ts'

export type OutboxOptions = {
  /** The process's database (data/fromEnv.ts); the outbox's rows are data/submissions.ts. */
  sql: Sql
  /** The same database's job queue (data/fromEnv.ts): each delivery's attempts are its jobs. */
  jobs: Jobs
  targets: readonly Target[]
  retry?: Partial<RetryPolicy>
  /**
   * After the durable write, how long the visitor's answer may wait for the first Airtable attempt, so a
   * healthy Airtable has the record before the thank-you page shows. It never turns the answer into a
   * failure: past it, or on a failed attempt, the visitor still gets 201 and the retries take over.
   */
  firstAttemptWaitMs?: number
  log?: (message: string) => void
  alarm?: (message: string) => void
  pollMs?: number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/**
 * The durable outbox (docs/decisions/0010): `writer` stores an accepted submission in one transaction
 * and answers once it is committed; the dispatcher delivers it to every target, retrying until each has it.
 */
export function createOutbox({ sql, jobs, targets, retry, firstAttemptWaitMs = 0, log, alarm, pollMs }: OutboxOptions) {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...retry }
  const store = createOutboxStore(sql, jobs)
  const dispatcher = createDispatcher({ store, jobs, targets, retry: policy, log, alarm, pollMs })
  const names = targets.map((target) => target.name)
  // Ready before any transaction sends to them (data/jobs.ts); a failure here is met again, and logged, at start.
  void jobs.prepare(names).catch(() => {})
  let accepting = true

  const writer: RecordWriter = {
    name: 'outbox',
    async create(table, fields, submissionId, details?: SubmissionDetails) {
      if (!accepting) throw new DeliveryError(table, 'local-store', 'the server is shutting down')
      // With a wait, this process makes the first Airtable attempt itself; its job is the safety net.
      const first = firstAttemptWaitMs > 0 ? dispatcher.firstAttempt('airtable') : undefined
      let accepted
      try {
        accepted = await store.accept(
          { table, fields, submissionId, details },
          names,
          Date.now(),
          policy.giveUpMs,
          undefined,
          first,
        )
      } catch (error) {
        throw new DeliveryError(table, 'local-store', error instanceof Error ? error.message : String(error))
      }
      void dispatcher.kick()
      if (first && accepted.created) {
        await Promise.race([dispatcher.attemptLeased(accepted.id, 'airtable'), sleep(firstAttemptWaitMs)])
      }
      return { id: accepted.submissionId, createdTime: new Date().toISOString() }
    },
  }

  return {
    writer,
    sql,
    store,
    dispatcher,
    /** Resolves once pending deliveries are resumed; a database that cannot be opened is logged, not thrown. */
    start: () =>
      dispatcher
        .start()
        .catch((error: unknown) =>
          (alarm ?? console.error)(`[outbox] cannot start: ${error instanceof Error ? error.message : String(error)}`),
        ),
    /** SIGTERM: no new submissions; running attempts finish; the rest wait in the database for the next start. */
    async stop() {
      accepting = false
      await dispatcher.stop()
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>
