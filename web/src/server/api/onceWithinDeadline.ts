import { createHash } from 'node:crypto'
import { withinTime } from './deliveryError.ts'
import type { CreatedRecord, RecordFields, RecordWriter, TableName } from './recordWriter.ts'

export type OnceWithinDeadlineOptions = {
  /** How long a visitor waits for an answer (AIRTABLE_DEADLINE_MS). */
  deadlineMs: number
  /** How long a delivered submission is remembered, so a late retry of it is still recognised. */
  rememberMs?: number
  /** The most submissions remembered at once; the oldest go first. */
  maxRemembered?: number
}

type Write = { outcome: Promise<CreatedRecord>; deliveredAt?: number }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The visitor's side of a delivery (docs/decisions/0006): an answer within the deadline, and a
 * submission stored at most once however often it is retried. A write the visitor stopped waiting
 * for is not abandoned: it runs on, and a retry of the same submission (same id, same fields) joins
 * it while it runs or succeeds at once when it succeeded. Only a write that failed is tried again.
 * Edited fields make a new submission: the visitor's latest words are never dropped.
 */
export function onceWithinDeadline(
  writer: RecordWriter,
  { deadlineMs, rememberMs = DAY_MS, maxRemembered = 10_000 }: OnceWithinDeadlineOptions,
): RecordWriter {
  // In start order, so the oldest are swept first. One server's memory: see the decision record.
  const writes = new Map<string, Write>()

  function sweep(now: number) {
    for (const [key, write] of writes) {
      const expired = write.deliveredAt !== undefined && now - write.deliveredAt > rememberMs
      if (!expired && writes.size < maxRemembered) return
      writes.delete(key)
    }
  }

  function start(key: string, table: TableName, fields: RecordFields): Write {
    sweep(Date.now())
    const write: Write = { outcome: writer.create(table, fields) }
    writes.set(key, write)
    write.outcome.then(
      () => (write.deliveredAt = Date.now()),
      () => writes.get(key) === write && writes.delete(key),
    )
    return write
  }

  const withinDeadline = (table: TableName, outcome: Promise<CreatedRecord>) => withinTime(table, outcome, deadlineMs)

  return {
    name: writer.name,
    create(table, fields, submissionId) {
      if (!submissionId) return withinDeadline(table, writer.create(table, fields))
      const key = createHash('sha256')
        .update(JSON.stringify([submissionId, table, fields]))
        .digest('base64url')
      const write = writes.get(key) ?? start(key, table, fields)
      return withinDeadline(table, write.outcome)
    },
  }
}
