import type { DatabaseSync } from 'node:sqlite'
import { DeliveryError } from '../api/deliveryError.ts'
import type { RecordWriter, SubmissionDetails } from '../api/recordWriter.ts'
import { createDispatcher, type Target } from './dispatcher.ts'
import { createOutboxStore } from './outboxStore.ts'
import { DEFAULT_RETRY, type RetryPolicy } from './retryPolicy.ts'

export type OutboxOptions = {
  db: DatabaseSync
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
 * and answers once it is on disk; the dispatcher delivers it to every target, retrying until each has it.
 */
export function createOutbox({ db, targets, retry, firstAttemptWaitMs = 0, log, alarm, pollMs }: OutboxOptions) {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...retry }
  const store = createOutboxStore(db)
  const dispatcher = createDispatcher({ store, targets, retry: policy, log, alarm, pollMs })
  const names = targets.map((target) => target.name)
  let accepting = true

  const writer: RecordWriter = {
    name: 'outbox',
    async create(table, fields, submissionId, details?: SubmissionDetails) {
      if (!accepting) throw new DeliveryError(table, 'local-store', 'the server is shutting down')
      let accepted
      try {
        accepted = store.accept({ table, fields, submissionId, details }, names, Date.now(), policy.giveUpMs)
      } catch (error) {
        throw new DeliveryError(table, 'local-store', error instanceof Error ? error.message : String(error))
      }
      dispatcher.kick()
      const first = dispatcher.running(accepted.id, 'airtable')
      if (first && firstAttemptWaitMs > 0) await Promise.race([first, sleep(firstAttemptWaitMs)])
      return { id: accepted.submissionId, createdTime: new Date().toISOString() }
    },
  }

  return {
    writer,
    db,
    store,
    dispatcher,
    start: () => dispatcher.start(),
    /** SIGTERM: no new submissions; running attempts finish; the rest wait in the file for the next start. */
    async stop() {
      accepting = false
      await dispatcher.stop()
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>
