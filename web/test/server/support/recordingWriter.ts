import type { DeliveryError } from '../../../src/server/api/deliveryError.ts'
import type { RecordFields, RecordWriter, TableName } from '../../../src/server/api/recordWriter.ts'

export type RecordedWrite = { table: TableName; fields: RecordFields; submissionId?: string }

/** A writer that keeps what it was asked to store; it rejects with `fail` when given, or passes on to `inner`. */
export function recordingWriter({ fail, inner }: { fail?: DeliveryError; inner?: RecordWriter } = {}): RecordWriter & {
  records: RecordedWrite[]
} {
  const records: RecordedWrite[] = []
  return {
    name: inner?.name ?? 'sqlite',
    records,
    async create(table, fields, submissionId) {
      if (fail) throw fail
      records.push({ table, fields, ...(submissionId ? { submissionId } : {}) })
      return inner
        ? inner.create(table, fields, submissionId)
        : { id: `rec${records.length}`, createdTime: new Date().toISOString() }
    },
  }
}
